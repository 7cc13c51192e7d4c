DROP TABLE `form_limits`;--> statement-breakpoint
DROP TABLE `sign_in_failures`;