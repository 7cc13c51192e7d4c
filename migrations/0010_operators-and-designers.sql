CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_user_id` text,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`detail` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_at_idx` ON `admin_audit` (`at`);--> statement-breakpoint
CREATE INDEX `admin_audit_target_idx` ON `admin_audit` (`target`,`at`);--> statement-breakpoint
CREATE TABLE `designer_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`designer_id` text NOT NULL,
	`order_id` text NOT NULL,
	`purchase_id` text NOT NULL,
	`source_logo_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`month` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`designer_id`) REFERENCES `designers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "designer_ledger_kind_check" CHECK("designer_ledger"."kind" in ('sale', 'refund'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `designer_ledger_entry_idx` ON `designer_ledger` (`order_id`,`purchase_id`,`designer_id`,`kind`);--> statement-breakpoint
CREATE INDEX `designer_ledger_designer_idx` ON `designer_ledger` (`designer_id`,`month`);--> statement-breakpoint
CREATE INDEX `designer_ledger_month_idx` ON `designer_ledger` (`month`);--> statement-breakpoint
CREATE TABLE `designer_payouts` (
	`month` text NOT NULL,
	`designer_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payout_email` text NOT NULL,
	PRIMARY KEY(`month`, `designer_id`),
	FOREIGN KEY (`month`) REFERENCES `payout_months`(`month`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`designer_id`) REFERENCES `designers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "designer_payouts_amount_check" CHECK("designer_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE `designers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`payout_email` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `designers_name_unique` ON `designers` (`name`);--> statement-breakpoint
CREATE TABLE `payout_months` (
	`month` text PRIMARY KEY NOT NULL,
	`paid_at` integer NOT NULL,
	`paid_by` text NOT NULL,
	`total_cents` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `generations` ADD `parent_catalogue_id` integer;--> statement-breakpoint
ALTER TABLE `generations` ADD `reference_logo_ids` text;--> statement-breakpoint
ALTER TABLE `generations` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `logos` ADD `designer_id` text;--> statement-breakpoint
CREATE INDEX `logos_designer_idx` ON `logos` (`designer_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'customer' NOT NULL;