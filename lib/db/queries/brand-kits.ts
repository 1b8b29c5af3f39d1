import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { brandKits } from "../schema";

export type BrandKitRow = typeof brandKits.$inferSelect;
export type BrandKitValues = Omit<typeof brandKits.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function insertBrandKit(db: Database, values: BrandKitValues): Promise<BrandKitRow> {
  const [row] = await db.insert(brandKits).values(values).returning();
  return row!;
}

export function listBrandKits(db: Database, applicationId: string): Promise<BrandKitRow[]> {
  return db.select().from(brandKits).where(eq(brandKits.applicationId, applicationId)).orderBy(desc(brandKits.createdAt), desc(brandKits.id));
}

/** A kit of this application only: another application's id reads as absent. */
export async function findBrandKit(db: Database, applicationId: string, id: string): Promise<BrandKitRow | undefined> {
  const [row] = await db.select().from(brandKits).where(and(eq(brandKits.applicationId, applicationId), eq(brandKits.id, id)));
  return row;
}

export async function updateBrandKit(db: Database, applicationId: string, id: string, values: Omit<BrandKitValues, "applicationId">): Promise<BrandKitRow | undefined> {
  const [row] = await db
    .update(brandKits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(brandKits.applicationId, applicationId), eq(brandKits.id, id)))
    .returning();
  return row;
}

export async function deleteBrandKit(db: Database, applicationId: string, id: string): Promise<boolean> {
  const rows = await db.delete(brandKits).where(and(eq(brandKits.applicationId, applicationId), eq(brandKits.id, id))).returning({ id: brandKits.id });
  return rows.length > 0;
}
