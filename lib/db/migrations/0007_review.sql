CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"parent_id" uuid,
	"body" text NOT NULL,
	"pin_x" double precision,
	"pin_y" double precision,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"title" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_items_group_unique" UNIQUE("application_id","kind","group_key")
);
--> statement-breakpoint
CREATE TABLE "review_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"title" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"allow_decisions" boolean NOT NULL,
	"password_hash" text,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"image_task_id" uuid,
	"ad_text_process_id" integer,
	"ad_text_revision" integer,
	"snapshot" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_versions_number_unique" UNIQUE("item_id","number"),
	CONSTRAINT "review_versions_task_unique" UNIQUE("image_task_id"),
	CONSTRAINT "review_versions_revision_unique" UNIQUE("ad_text_process_id","ad_text_revision")
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_review_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_share_links" ADD CONSTRAINT "review_share_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_image_task_id_image_tasks_id_fk" FOREIGN KEY ("image_task_id") REFERENCES "public"."image_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_item_idx" ON "review_comments" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "review_decisions_item_idx" ON "review_decisions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "review_items_app_updated_idx" ON "review_items" USING btree ("application_id","updated_at");--> statement-breakpoint
CREATE INDEX "review_share_links_app_idx" ON "review_share_links" USING btree ("application_id","created_at");