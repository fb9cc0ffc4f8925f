CREATE TABLE `sandbox_companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`session_token` text NOT NULL,
	`today` text NOT NULL,
	`next_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_companies_session_token_unique` ON `sandbox_companies` (`session_token`);--> statement-breakpoint
CREATE TABLE `sandbox_entities` (
	`company_id` integer NOT NULL,
	`type` text NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`json` text,
	PRIMARY KEY(`company_id`, `type`, `id`),
	FOREIGN KEY (`company_id`) REFERENCES `sandbox_companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sandbox_requests` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`ms` real NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `sandbox_companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sandbox_requests_company_idx` ON `sandbox_requests` (`company_id`,`seq`);