CREATE TABLE `dashboard_pins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_key` text NOT NULL,
	`round_id` text NOT NULL,
	`rate` text NOT NULL,
	`value` real NOT NULL,
	`like_round` integer,
	`set_by` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dashboard_pins_team_round_rate_idx` ON `dashboard_pins` (`team_key`,`round_id`,`rate`);--> statement-breakpoint
ALTER TABLE `dashboard_submissions` ADD `pins` text;