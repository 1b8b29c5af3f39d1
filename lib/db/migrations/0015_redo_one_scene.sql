ALTER TABLE "image_tasks" ADD COLUMN "charge_usage_id" uuid;--> statement-breakpoint
ALTER TABLE "image_tasks" ADD COLUMN "replaced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "image_tasks" ADD CONSTRAINT "image_tasks_charge_usage_id_api_usage_id_fk" FOREIGN KEY ("charge_usage_id") REFERENCES "public"."api_usage"("id") ON DELETE set null ON UPDATE no action;