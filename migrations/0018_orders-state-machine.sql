-- An order's course is a state machine (docs/decisions/0504): `fulfilling`, `refunding`
-- and `parked` join its statuses, and the reconciling job keeps its schedule on the row
-- (`next_attempt_at`, `attempts`, `last_error`, `parked_reason`, `mail_due`).
--
-- SQLite cannot change a CHECK constraint, so `orders` is rebuilt. `order_items` is rebuilt
-- with it: dropping `orders` while another table's foreign key points at it would delete
-- every order item (ON DELETE CASCADE), and D1 enforces foreign keys whatever a migration's
-- PRAGMA says. The new item table points at the new order table, the old item table goes
-- first, then the old order table (nothing points at it any more), and the renames carry
-- the foreign key over to the name `orders`.
CREATE TABLE `__new_orders` (
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
	`invoice_id` text,
	`site_origin` text,
	`download_key_hash` text,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	`next_attempt_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`parked_reason` text,
	`mail_due` text,
	CONSTRAINT "orders_status_check" CHECK(`status` in ('pending', 'fulfilling', 'completed', 'refunding', 'refunded', 'cancelled', 'expired', 'parked')),
	CONSTRAINT "orders_mail_due_check" CHECK(`mail_due` is null or `mail_due` in ('receipt', 'refund', 'double-sale')),
	CONSTRAINT "orders_total_check" CHECK(`total_cents` > 0)
);
--> statement-breakpoint
-- A pending order is due for the job five minutes after it was opened, as before.
INSERT INTO `__new_orders`("id", "status", "total_cents", "currency", "provider", "provider_session_id", "provider_payment_id", "contact_email", "owner_visitor_id", "owner_user_id", "invoice_id", "site_origin", "download_key_hash", "note", "created_at", "updated_at", "completed_at", "next_attempt_at") SELECT "id", "status", "total_cents", "currency", "provider", "provider_session_id", "provider_payment_id", "contact_email", "owner_visitor_id", "owner_user_id", "invoice_id", "site_origin", "download_key_hash", "note", "created_at", "updated_at", "completed_at", CASE WHEN "status" = 'pending' THEN "created_at" + 300000 ELSE NULL END FROM `orders`;--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`order_id` text NOT NULL,
	`purchase_id` text NOT NULL,
	`name` text NOT NULL,
	`kit_started_at` integer,
	PRIMARY KEY(`order_id`, `purchase_id`),
	FOREIGN KEY (`order_id`) REFERENCES `__new_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("order_id", "purchase_id", "name", "kit_started_at") SELECT "order_id", "purchase_id", "name", "kit_started_at" FROM `order_items`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
CREATE INDEX `order_items_purchase_idx` ON `order_items` (`purchase_id`);--> statement-breakpoint
CREATE INDEX `orders_visitor_idx` ON `orders` (`owner_visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_due_idx` ON `orders` (`next_attempt_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`owner_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_session_idx` ON `orders` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_idx` ON `orders` (`provider_payment_id`);
