CREATE TABLE `dead_order_work` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`order_id` text NOT NULL,
	`purchase_id` text,
	`body` text NOT NULL,
	`dead_at` integer NOT NULL,
	`resent_at` integer
);
--> statement-breakpoint
CREATE INDEX `dead_order_work_open_idx` ON `dead_order_work` (`dead_at`) WHERE "dead_order_work"."resent_at" IS NULL;