import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { productAssets } from "../schema";

export type NewProductAsset = typeof productAssets.$inferInsert;

export async function insertProductAsset(db: Database, values: NewProductAsset) {
  const [row] = await db.insert(productAssets).values(values).returning();
  return row!;
}

/** The asset when it belongs to the application; another application's id reads as unknown. */
export async function findOwnedAsset(db: Database, { applicationId, assetId: id }: { applicationId: string; assetId: string }) {
  const [row] = await db
    .select()
    .from(productAssets)
    .where(and(eq(productAssets.id, id), eq(productAssets.applicationId, applicationId)));
  return row;
}
