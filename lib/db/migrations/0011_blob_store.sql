CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"digest" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blobs_key_prefix_idx" ON "blobs" USING btree ("key" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;