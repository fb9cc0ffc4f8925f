CREATE TABLE `dashboard_round_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_key` text NOT NULL,
	`round_id` text NOT NULL,
	`round_number` integer NOT NULL,
	`body` text NOT NULL,
	`computed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dashboard_round_reviews_team_round_idx` ON `dashboard_round_reviews` (`team_key`,`round_id`);--> statement-breakpoint
ALTER TABLE `dashboard_adjustments` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `dashboard_submissions` ADD `edits` text;--> statement-breakpoint
ALTER TABLE `dashboard_submissions` ADD `expected` text;