import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./auth";

export interface ProductAnalysis {
  dominantColors: Array<{ r: number; g: number; b: number; share: number; name: string }>;
  shapeClass: "tall" | "wide" | "square" | "round";
  box: { left: number; top: number; width: number; height: number };
}

/** An uploaded product photo's background-removed cutout, its mask and what was learned from it. */
export const productAssets = pgTable("product_assets", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationId: uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  userId: uuid("user_id").notNull(),
  cutoutKey: text("cutout_key").notNull(),
  maskKey: text("mask_key").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  analysis: jsonb("analysis").$type<ProductAnalysis>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
