CREATE TABLE `form_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_started_at` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `unsubscribe_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_confirm_token_hash_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_unsubscribe_token_hash_unique` ON `newsletter_subscriptions` (`unsubscribe_token_hash`);