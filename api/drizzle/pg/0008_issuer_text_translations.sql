ALTER TABLE "prizes" ADD COLUMN "name_i18n" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "status_levels" ADD COLUMN "lvl_i18n" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "status_levels" ADD COLUMN "descr_i18n" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_prizes" ADD COLUMN "name_i18n" text DEFAULT '{}' NOT NULL;