CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_login_unique` ON `admins` (`login`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`api_key` text NOT NULL,
	`api_key_secondary` text,
	`location` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `api_keys_location_idx` ON `api_keys` (`location`);--> statement-breakpoint
CREATE TABLE `audit_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_login` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `cryptos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`full_name` text NOT NULL,
	`rate_micro` integer NOT NULL,
	`address` text NOT NULL,
	`price_id` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cryptos_currency_unique` ON `cryptos` (`currency`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_micro` integer NOT NULL,
	`reference` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_user_idx` ON `ledger_entries` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_order_credit_unique` ON `ledger_entries` (`kind`,`reference`) WHERE "ledger_entries"."kind" IN ('purchase', 'bonus');--> statement-breakpoint
CREATE TABLE `main_currency` (
	`id` integer PRIMARY KEY NOT NULL,
	`value_micro` integer NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "main_currency_single" CHECK("main_currency"."id" = 1),
	CONSTRAINT "main_currency_positive" CHECK("main_currency"."value_micro" > 0)
);
--> statement-breakpoint
CREATE TABLE `presale_totals` (
	`stage` text PRIMARY KEY NOT NULL,
	`raised_usd_micro` integer DEFAULT 0 NOT NULL,
	`sold_micro` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `prizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`amount_micro` integer NOT NULL,
	`chance` real NOT NULL,
	`image` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`admin_id` integer,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sessions_owner" CHECK(("sessions"."kind" = 'user' AND "sessions"."user_id" IS NOT NULL) OR ("sessions"."kind" = 'admin' AND "sessions"."admin_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_admin_idx` ON `sessions` (`admin_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "settings_single" CHECK("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `status_levels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lvl` text NOT NULL,
	`tokens` integer NOT NULL,
	`bonus` real NOT NULL,
	`descr` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_token` text NOT NULL,
	`user_id` integer NOT NULL,
	`crypto_to_transfer` text NOT NULL,
	`amount_to_transfer_micro` integer NOT NULL,
	`rate_micro` integer NOT NULL,
	`address` text NOT NULL,
	`email` text NOT NULL,
	`tokens_micro` integer NOT NULL,
	`amount_to_receive_micro` integer NOT NULL,
	`bonus_micro` integer NOT NULL,
	`usd_value_micro` integer NOT NULL,
	`stage` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transactions_status" CHECK("transactions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_order_token_unique` ON `transactions` (`order_token`);--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_status_idx` ON `transactions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_email_idx` ON `transactions` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_created_idx` ON `transactions` (`created_at`);--> statement-breakpoint
CREATE TABLE `user_prizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`prize_id` integer,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`amount_micro` integer NOT NULL,
	`image` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`prize_id`) REFERENCES `prizes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_prizes_user_idx` ON `user_prizes` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`payout_address` text,
	`password_hash` text NOT NULL,
	`balance_micro` integer DEFAULT 0 NOT NULL,
	`bonus_micro` integer DEFAULT 0 NOT NULL,
	`deposit_usd_micro` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_deposit_idx` ON `users` (`deposit_usd_micro`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_micro` integer NOT NULL,
	`address` text NOT NULL,
	`status` text NOT NULL,
	`tx_hash` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `withdrawals_user_idx` ON `withdrawals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_idx` ON `withdrawals` (`status`,`created_at`);