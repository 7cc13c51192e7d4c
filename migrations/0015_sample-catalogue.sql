ALTER TABLE `logos` ADD `is_sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `designers` ADD `is_sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now every designer and every listing came from the seed's bundled catalogue: all of them are sample data.
UPDATE `designers` SET `is_sample` = 1;--> statement-breakpoint
UPDATE `logos` SET `is_sample` = 1;
