CREATE TABLE `order_items` (
	`order_id` text NOT NULL,
	`purchase_id` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`order_id`, `purchase_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_purchase_idx` ON `order_items` (`purchase_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`provider` text NOT NULL,
	`provider_session_id` text,
	`provider_payment_id` text,
	`contact_email` text NOT NULL,
	`owner_visitor_id` text NOT NULL,
	`owner_user_id` text,
	`download_key_hash` text,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" in ('pending', 'completed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "orders_total_check" CHECK("orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `orders_visitor_idx` ON `orders` (`owner_visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`owner_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_session_idx` ON `orders` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_idx` ON `orders` (`provider_payment_id`);--> statement-breakpoint
CREATE TABLE `processed_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`paid` integer NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `generations` ADD `sold_order_id` text;--> statement-breakpoint
ALTER TABLE `generations` ADD `held_by_order_id` text;--> statement-breakpoint
ALTER TABLE `generations` ADD `held_until` integer;--> statement-breakpoint
ALTER TABLE `logos` ADD `spec` text;--> statement-breakpoint
ALTER TABLE `logos` ADD `sold_order_id` text;--> statement-breakpoint
ALTER TABLE `logos` ADD `held_by_order_id` text;--> statement-breakpoint
ALTER TABLE `logos` ADD `held_until` integer;