import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../raw";
import { apiKeys, applications } from "../schema";

export async function insertApplication(db: Database, values: { name: string; jwtPrivateKeyHash: string }) {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

export async function findApplication(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function listApplications(db: Database) {
  return db
    .select({
      id: applications.id,
      name: applications.name,
      createdAt: applications.createdAt,
      activeKeys: sql<number>`count(${apiKeys.id}) filter (where ${apiKeys.revokedAt} is null)`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${apiKeys.credits}) filter (where ${apiKeys.revokedAt} is null), 0)`.mapWith(Number),
    })
    .from(applications)
    .leftJoin(apiKeys, eq(apiKeys.applicationId, applications.id))
    .groupBy(applications.id)
    .orderBy(asc(applications.createdAt));
}

export async function insertApiKey(db: Database, values: { applicationId: string; key: string; secretHash: string; credits: number }) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** The key every authenticated call looks up, straight to the driver (it runs on every request; docs/benchmarks.md). */
export async function findActiveApiKey(db: Database, key: string) {
  const [row] = await queryRows<{ id: string; applicationId: string; key: string; secretHash: string; credits: number }>(
    db,
    sql`select id, application_id as "applicationId", key, secret_hash as "secretHash", credits from ${apiKeys} where key = ${key} and revoked_at is null`,
  );
  return row;
}

export async function revokeApiKey(db: Database, key: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.key, key), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return row;
}

export async function addCredits(db: Database, key: string, amount: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ credits: sql`${apiKeys.credits} + ${amount}` })
    .where(eq(apiKeys.key, key))
    .returning({ key: apiKeys.key, credits: apiKeys.credits });
  return row;
}

/**
 * Takes `cost` credits in one conditional UPDATE, so concurrent calls can never overdraw:
 * returns the new balance, or undefined when the balance is short.
 */
/** The balance left after the charge, or undefined when the key has too few credits. Runs on every paid call. */
export async function chargeCredits(db: Database, apiKeyId: string, cost: number) {
  const [row] = await queryRows<{ credits: number }>(
    db,
    sql`update ${apiKeys} set credits = credits - ${cost} where id = ${apiKeyId} and credits >= ${cost} returning credits`,
  );
  return row?.credits;
}

export async function refundCredits(db: Database, apiKeyId: string, cost: number) {
  await db
    .update(apiKeys)
    .set({ credits: sql`${apiKeys.credits} + ${cost}` })
    .where(eq(apiKeys.id, apiKeyId));
}

export async function findApiKeyById(db: Database, id: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}
