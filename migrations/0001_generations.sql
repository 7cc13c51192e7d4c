CREATE TABLE `generations` (
	`id` text PRIMARY KEY NOT NULL,
	`logo_id` text,
	`prompt` text NOT NULL,
	`parent_generation_id` text,
	`revision_group_id` text,
	`owner_visitor_id` text NOT NULL,
	`owner_user_id` text,
	`status` text NOT NULL,
	`error` text,
	`spec` text,
	`metadata` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	CONSTRAINT "generations_status_check" CHECK("generations"."status" in ('generating', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `generations_visitor_idx` ON `generations` (`owner_visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `generations_user_idx` ON `generations` (`owner_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `generations_revision_group_idx` ON `generations` (`revision_group_id`);--> statement-breakpoint
CREATE INDEX `generations_parent_idx` ON `generations` (`parent_generation_id`);