CREATE TABLE `dashboard_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`team_key` text NOT NULL,
	`round_id` text NOT NULL,
	`body` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dashboard_adjustments_team_round_idx` ON `dashboard_adjustments` (`team_key`,`round_id`);--> statement-breakpoint
CREATE TABLE `dashboard_observations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_key` text NOT NULL,
	`round_id` text NOT NULL,
	`seed_index` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`viewport_x` integer NOT NULL,
	`viewport_y` integer NOT NULL,
	`viewport_w` integer NOT NULL,
	`viewport_h` integer NOT NULL,
	`grid` text NOT NULL,
	`settlements` text NOT NULL,
	`queries_used` integer NOT NULL,
	`queries_max` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dashboard_observations_idempotency_key_idx` ON `dashboard_observations` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `dashboard_observations_team_round_idx` ON `dashboard_observations` (`team_key`,`round_id`);--> statement-breakpoint
CREATE TABLE `dashboard_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_key` text NOT NULL,
	`round_id` text NOT NULL,
	`seed_index` integer NOT NULL,
	`status` text NOT NULL,
	`message` text,
	`observation_count` integer NOT NULL,
	`adjustment_count` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dashboard_submissions_team_round_idx` ON `dashboard_submissions` (`team_key`,`round_id`);