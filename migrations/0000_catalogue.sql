CREATE TABLE `logo_tags` (
	`tag` text NOT NULL,
	`logo_id` integer NOT NULL,
	PRIMARY KEY(`tag`, `logo_id`),
	FOREIGN KEY (`logo_id`) REFERENCES `logos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `logo_tags_logo_idx` ON `logo_tags` (`logo_id`);--> statement-breakpoint
CREATE TABLE `logos` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`image` text NOT NULL,
	`bg_color` text NOT NULL,
	`category` text NOT NULL,
	`tags` text NOT NULL,
	`description` text NOT NULL,
	`designer` text NOT NULL,
	`original_path` text NOT NULL,
	`search_text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `logos_category_idx` ON `logos` (`category`,`id`);