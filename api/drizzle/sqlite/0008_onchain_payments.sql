CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`network` text NOT NULL,
	`tx_hash` text NOT NULL,
	`output_index` integer NOT NULL,
	`asset` text NOT NULL,
	`to_address` text NOT NULL,
	`amount_base` text NOT NULL,
	`block_number` integer,
	`block_hash` text,
	`block_time` text,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_status" CHECK("payments"."status" IN ('seen', 'confirmed', 'orphaned'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_output_unique` ON `payments` (`network`,`tx_hash`,`output_index`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_network_block_idx` ON `payments` (`network`,`block_number`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_transactions` (
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
	`network` text DEFAULT 'manual' NOT NULL,
	`decimals` integer DEFAULT 6 NOT NULL,
	`amount_base` text,
	`token_contract` text,
	`derivation_index` integer,
	`confirmations_required` integer DEFAULT 0 NOT NULL,
	`expires_at` text,
	`received_base` text,
	`payer_tx_hash` text,
	`review_reason` text,
	`reject_reason` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transactions_status" CHECK("__new_transactions"."status" IN ('pending', 'seen', 'review', 'approved', 'rejected', 'expired', 'cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_transactions`("id", "order_token", "user_id", "crypto_to_transfer", "amount_to_transfer_micro", "rate_micro", "address", "email", "tokens_micro", "amount_to_receive_micro", "bonus_micro", "usd_value_micro", "stage", "status", "created_at", "updated_at", "deleted_at") SELECT "id", "order_token", "user_id", "crypto_to_transfer", "amount_to_transfer_micro", "rate_micro", "address", "email", "tokens_micro", "amount_to_receive_micro", "bonus_micro", "usd_value_micro", "stage", "status", "created_at", "updated_at", "deleted_at" FROM `transactions`;--> statement-breakpoint
DROP TABLE `transactions`;--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_order_token_unique` ON `transactions` (`order_token`);--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_email_idx` ON `transactions` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_live_created_idx` ON `transactions` (`created_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_status_idx` ON `transactions` (`status`,`created_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_updated_idx` ON `transactions` (`updated_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_status_updated_idx` ON `transactions` (`status`,`updated_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_usd_idx` ON `transactions` (`usd_value_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_receive_idx` ON `transactions` (`amount_to_receive_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_transfer_idx` ON `transactions` (`amount_to_transfer_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_status_usd_idx` ON `transactions` (`status`,`usd_value_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_status_id_idx` ON `transactions` (`status`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_network_status_idx` ON `transactions` (`network`,`status`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_derivation_unique` ON `transactions` (`crypto_to_transfer`,`derivation_index`) WHERE "transactions"."derivation_index" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_cryptos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`full_name` text NOT NULL,
	`rate_micro` integer NOT NULL,
	`address` text NOT NULL,
	`price_id` text NOT NULL,
	`network` text DEFAULT 'manual' NOT NULL,
	`decimals` integer DEFAULT 6 NOT NULL,
	`token_contract` text,
	`confirmations` integer DEFAULT 1 NOT NULL,
	`explorer_tx_url` text DEFAULT '' NOT NULL,
	`receive_mode` text DEFAULT 'fixed' NOT NULL,
	`xpub` text,
	`next_index` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "cryptos_receive_mode" CHECK("__new_cryptos"."receive_mode" IN ('fixed', 'derived'))
);
--> statement-breakpoint
INSERT INTO `__new_cryptos`("id", "currency", "full_name", "rate_micro", "address", "price_id", "created_at", "updated_at") SELECT "id", "currency", "full_name", "rate_micro", "address", "price_id", "created_at", "updated_at" FROM `cryptos`;--> statement-breakpoint
DROP TABLE `cryptos`;--> statement-breakpoint
ALTER TABLE `__new_cryptos` RENAME TO `cryptos`;--> statement-breakpoint
CREATE UNIQUE INDEX `cryptos_currency_unique` ON `cryptos` (`currency`);