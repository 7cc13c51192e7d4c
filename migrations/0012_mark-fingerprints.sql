ALTER TABLE `generations` ADD `mark_fingerprint` text;--> statement-breakpoint
CREATE INDEX `generations_sold_marks_idx` ON `generations` (`mark_fingerprint`) WHERE "generations"."sold_order_id" IS NOT NULL AND "generations"."mark_fingerprint" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `logos` ADD `mark_fingerprint` text;--> statement-breakpoint
CREATE INDEX `logos_sold_marks_idx` ON `logos` (`mark_fingerprint`) WHERE "logos"."sold_order_id" IS NOT NULL AND "logos"."mark_fingerprint" IS NOT NULL;