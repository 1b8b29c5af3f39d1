CREATE TABLE "inbox_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "visibility" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD COLUMN "text_id" integer;--> statement-breakpoint
ALTER TABLE "review_share_links" ADD COLUMN "allow_downloads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_versions" ADD COLUMN "submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "review_versions" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notifications_user_idx" ON "inbox_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
-- Versions made before drafts existed went to review at once: they stay submitted, as they were.
UPDATE "review_versions" SET "submitted_at" = "created_at", "submitted_by" = 'before drafts' WHERE "submitted_at" IS NULL;
