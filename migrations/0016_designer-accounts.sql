CREATE TABLE `designer_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`designer_id` text NOT NULL,
	`status` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`tags` text NOT NULL,
	`description` text NOT NULL,
	`bg_color` text NOT NULL,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`mark_fingerprint` text,
	`reject_reason` text,
	`logo_id` integer,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`designer_id`) REFERENCES `designers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "designer_submissions_status_check" CHECK("designer_submissions"."status" in ('review', 'live', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `designer_submissions_designer_idx` ON `designer_submissions` (`designer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `designer_submissions_status_idx` ON `designer_submissions` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `designers` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `designers` ADD `bio` text;--> statement-breakpoint
CREATE UNIQUE INDEX `designers_user_id_unique` ON `designers` (`user_id`);