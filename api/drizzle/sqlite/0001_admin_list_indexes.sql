CREATE TABLE `transaction_counts` (
	`status` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `transactions_status_idx`;--> statement-breakpoint
DROP INDEX `transactions_created_idx`;--> statement-breakpoint
CREATE INDEX `transactions_live_created_idx` ON `transactions` (`created_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_status_idx` ON `transactions` (`status`,`created_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_updated_idx` ON `transactions` (`updated_at`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_usd_idx` ON `transactions` (`usd_value_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_receive_idx` ON `transactions` (`amount_to_receive_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_live_transfer_idx` ON `transactions` (`amount_to_transfer_micro`,`id`) WHERE "transactions"."deleted_at" IS NULL;