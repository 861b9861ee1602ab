ALTER TABLE `users` ADD `purchased_micro` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Buyers who bought before this column existed: their purchases, bonuses and credits so far.
UPDATE `users` SET `purchased_micro` = COALESCE((SELECT SUM(`amount_micro`) FROM `ledger_entries` WHERE `ledger_entries`.`user_id` = `users`.`id` AND `ledger_entries`.`kind` IN ('purchase', 'bonus', 'admin_credit')), 0);
