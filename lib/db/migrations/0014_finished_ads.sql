ALTER TABLE "image_processes" ADD COLUMN "kind" text DEFAULT 'photoshoot' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_tasks" ADD COLUMN "ad_spec" jsonb;