ALTER TABLE `agent_requests` ADD `team` text;--> statement-breakpoint
CREATE INDEX `agent_requests_team_created_at_idx` ON `agent_requests` (`team`,`created_at`);