CREATE TABLE `held_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`rate_micro` integer NOT NULL,
	`previous_micro` integer NOT NULL,
	`held_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `security_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`require_two_factor` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 30 NOT NULL,
	`rate_hold_percent` real DEFAULT 20 NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "security_settings_single" CHECK("security_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `must_change_password` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_last_step` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `recovery_codes` text;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `next_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `nonce` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `state` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text;--> statement-breakpoint
CREATE INDEX `audit_action_idx` ON `audit_entries` (`action`,`created_at`);