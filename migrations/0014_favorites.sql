CREATE TABLE `favorites` (
	`owner_id` text NOT NULL,
	`logo_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `logo_id`)
);
--> statement-breakpoint
CREATE INDEX `favorites_owner_idx` ON `favorites` (`owner_id`,`created_at`);