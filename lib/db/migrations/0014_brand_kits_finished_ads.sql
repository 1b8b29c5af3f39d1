CREATE TABLE "brand_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_media_type" text,
	"logo" "bytea",
	"primary_colour" text NOT NULL,
	"secondary_colour" text NOT NULL,
	"text_colour" text NOT NULL,
	"background_colour" text NOT NULL,
	"font_pair" text NOT NULL,
	"default_tone" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_processes" ADD COLUMN "kind" text DEFAULT 'photoshoot' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_tasks" ADD COLUMN "ad_spec" jsonb;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_kits_application_idx" ON "brand_kits" USING btree ("application_id","created_at");