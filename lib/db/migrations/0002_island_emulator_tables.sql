CREATE TABLE `agent_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer NOT NULL,
	`status` text NOT NULL,
	`task_type` text,
	`interpreter` text,
	`confidence` real,
	`language` text,
	`prompt_excerpt` text DEFAULT '' NOT NULL,
	`files` text DEFAULT '[]' NOT NULL,
	`writes` integer DEFAULT 0 NOT NULL,
	`failed_writes` integer DEFAULT 0 NOT NULL,
	`count_4xx` integer DEFAULT 0 NOT NULL,
	`ms` integer DEFAULT 0 NOT NULL,
	`error` text,
	`calls` text DEFAULT '[]' NOT NULL,
	`notes` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_requests_created_at_idx` ON `agent_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `island_emu_budgets` (
	`round_id` text NOT NULL,
	`team_id` text NOT NULL,
	`queries_used` integer DEFAULT 0 NOT NULL,
	`queries_max` integer DEFAULT 50 NOT NULL,
	PRIMARY KEY(`round_id`, `team_id`),
	FOREIGN KEY (`round_id`) REFERENCES `island_emu_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `island_emu_teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `island_emu_ground_truth` (
	`round_id` text NOT NULL,
	`seed_index` integer NOT NULL,
	`tensor` text NOT NULL,
	`runs` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`round_id`, `seed_index`),
	FOREIGN KEY (`round_id`) REFERENCES `island_emu_rounds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `island_emu_observations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`round_id` text NOT NULL,
	`team_id` text NOT NULL,
	`seed_index` integer NOT NULL,
	`sim_seed` integer NOT NULL,
	`query_number` integer NOT NULL,
	`viewport` text NOT NULL,
	`grid` text NOT NULL,
	`settlements` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `island_emu_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `island_emu_teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `island_emu_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`round_number` integer NOT NULL,
	`event_date` text NOT NULL,
	`status` text NOT NULL,
	`map_width` integer NOT NULL,
	`map_height` integer NOT NULL,
	`seeds_count` integer NOT NULL,
	`prediction_window_minutes` integer NOT NULL,
	`started_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`round_weight` real NOT NULL,
	`created_at` integer NOT NULL,
	`map_seed` integer NOT NULL,
	`preset` text,
	`source` text NOT NULL,
	`hidden_params` text NOT NULL,
	`initial_states` text NOT NULL,
	`scoring_started_at` integer,
	`completed_at` integer,
	`scoring_error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `island_emu_rounds_round_number_unique` ON `island_emu_rounds` (`round_number`);--> statement-breakpoint
CREATE TABLE `island_emu_submissions` (
	`round_id` text NOT NULL,
	`team_id` text NOT NULL,
	`seed_index` integer NOT NULL,
	`prediction` text NOT NULL,
	`submitted_at` integer NOT NULL,
	`score` real,
	PRIMARY KEY(`round_id`, `team_id`, `seed_index`),
	FOREIGN KEY (`round_id`) REFERENCES `island_emu_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `island_emu_teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `island_emu_team_scores` (
	`round_id` text NOT NULL,
	`team_id` text NOT NULL,
	`round_score` real NOT NULL,
	`seed_scores` text NOT NULL,
	`rank` integer NOT NULL,
	`total_teams` integer NOT NULL,
	PRIMARY KEY(`round_id`, `team_id`),
	FOREIGN KEY (`round_id`) REFERENCES `island_emu_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_id`) REFERENCES `island_emu_teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `island_emu_teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`is_practice` integer DEFAULT false NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `island_emu_teams_slug_unique` ON `island_emu_teams` (`slug`);--> statement-breakpoint
CREATE TABLE `island_emu_users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`team_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `island_emu_teams`(`id`) ON UPDATE no action ON DELETE no action
);
