CREATE TABLE `remote_live` (
	`remote` text PRIMARY KEY NOT NULL,
	`version_id` integer NOT NULL,
	`previous_version_id` integer,
	`released_at` text NOT NULL,
	`released_by` text NOT NULL,
	`canary_version_id` integer,
	`canary_percent` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `remote_versions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`previous_version_id`) REFERENCES `remote_versions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`canary_version_id`) REFERENCES `remote_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `remote_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`url` text NOT NULL,
	`version` text,
	`contract` text,
	`registered_at` text NOT NULL,
	`registered_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_versions_url_unique` ON `remote_versions` (`remote`,`url`);