CREATE TABLE "held_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_micro" bigint NOT NULL,
	"previous_micro" bigint NOT NULL,
	"held_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"require_two_factor" integer DEFAULT 0 NOT NULL,
	"idle_minutes" integer DEFAULT 30 NOT NULL,
	"rate_hold_percent" double precision DEFAULT 20 NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "security_settings_single" CHECK ("security_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "must_change_password" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "recovery_codes" text;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "next_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "audit_action_idx" ON "audit_entries" USING btree ("action","created_at");