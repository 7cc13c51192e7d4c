ALTER TABLE `orders` ADD `invoice_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `site_origin` text;