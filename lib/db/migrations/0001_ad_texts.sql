CREATE TABLE "ad_text_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_description" text NOT NULL,
	"process_name" text NOT NULL,
	"website_url" text,
	"cta" text,
	"tone" text,
	"output_language" text NOT NULL,
	"target_audience" text,
	"emoji_selection" integer NOT NULL,
	"custom_request" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"value" text NOT NULL,
	"favorited" boolean DEFAULT false NOT NULL,
	"conversion_score" integer NOT NULL,
	"score_features" jsonb NOT NULL,
	"type" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_text_processes" ADD CONSTRAINT "ad_text_processes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_texts" ADD CONSTRAINT "ad_texts_process_id_ad_text_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."ad_text_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_text_processes_app_idx" ON "ad_text_processes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_text_processes_user_idx" ON "ad_text_processes" USING btree ("application_id","user_id");--> statement-breakpoint
CREATE INDEX "ad_texts_process_idx" ON "ad_texts" USING btree ("process_id");