ALTER TABLE "review_comments" ADD COLUMN "visibility" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD COLUMN "text_id" integer;--> statement-breakpoint
ALTER TABLE "review_share_links" ADD COLUMN "allow_downloads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_versions" ADD COLUMN "submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "review_versions" ADD COLUMN "submitted_by" text;--> statement-breakpoint
-- Versions made before drafts existed went to review at once: they stay submitted, as they were.
UPDATE "review_versions" SET "submitted_at" = "created_at", "submitted_by" = 'before drafts' WHERE "submitted_at" IS NULL;
