ALTER TABLE `prizes` ADD `name_i18n` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `status_levels` ADD `lvl_i18n` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `status_levels` ADD `descr_i18n` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_prizes` ADD `name_i18n` text DEFAULT '{}' NOT NULL;