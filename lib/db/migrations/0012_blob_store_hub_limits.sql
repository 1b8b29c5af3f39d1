CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"digest" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"body" json NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "blobs_key_prefix_idx" ON "blobs" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hub_events_created_idx" ON "hub_events" USING btree ("created_at");--> statement-breakpoint
-- Written by hand: blobs are already compressed images, so PostgreSQL stores them out of line without trying to compress them again.
ALTER TABLE "blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;