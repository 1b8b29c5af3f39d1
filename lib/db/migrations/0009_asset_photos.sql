ALTER TABLE "product_assets" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "product_assets" ADD COLUMN "source_asset_id" uuid;--> statement-breakpoint
ALTER TABLE "product_assets" ADD CONSTRAINT "product_assets_source_asset_id_product_assets_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."product_assets"("id") ON DELETE set null ON UPDATE no action;