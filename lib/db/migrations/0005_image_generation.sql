CREATE TABLE "image_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"product_name" text,
	"product_description" text,
	"render_kind" integer NOT NULL,
	"disable_safe_margin" boolean NOT NULL,
	"use_same_style_reference_image" boolean NOT NULL,
	"progress_notified_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"process_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt_object" jsonb NOT NULL,
	"render_state" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_processes" ADD CONSTRAINT "image_processes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_processes" ADD CONSTRAINT "image_processes_asset_id_product_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."product_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tasks" ADD CONSTRAINT "image_tasks_process_id_image_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."image_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_processes_application_idx" ON "image_processes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "image_tasks_process_idx" ON "image_tasks" USING btree ("process_id","position");