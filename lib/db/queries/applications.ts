import "server-only";
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../raw";
import { apiKeys, apiUsage, applications, creditGrants } from "../schema";

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

/** Who added credits, for the ledger: the CLI on the server, or a studio admin by e-mail. */
export interface CreditGrantSource {
  source: "cli" | "studio";
  grantedBy: string | null;
}

/**
 * Adds credits to a key and writes the ledger row in one statement, so no top-up goes unrecorded.
 * Undefined when no key matches (then nothing is written).
 */
export async function addCredits(db: Database, key: string, amount: number, by: CreditGrantSource) {
  const [row] = await queryRows<{ id: string; key: string; credits: number }>(
    db,
    sql`with added as (
          update ${apiKeys} set credits = credits + ${amount} where key = ${key}
          returning id, application_id, key, credits
        ), granted as (
          insert into ${creditGrants} (application_id, api_key_id, credits, source, granted_by)
          select application_id, id, ${amount}::integer, ${by.source}::text, ${by.grantedBy}::text from added
        )
        select id, key, credits from added`,
  );
  return row;
}

export interface CreditGrantRow {
  apiKeyId: string;
  key: string;
  credits: number;
  source: "cli" | "studio";
  grantedBy: string | null;
  createdAt: Date;
}

/** The application's top-ups since `since`, newest first, with the key each went to. */
export async function listCreditGrants(db: Database, applicationId: string, since: Date): Promise<CreditGrantRow[]> {
  return db
    .select({
      apiKeyId: creditGrants.apiKeyId,
      key: apiKeys.key,
      credits: creditGrants.credits,
      source: creditGrants.source,
      grantedBy: creditGrants.grantedBy,
      createdAt: creditGrants.createdAt,
    })
    .from(creditGrants)
    .innerJoin(apiKeys, eq(apiKeys.id, creditGrants.apiKeyId))
    .where(and(eq(creditGrants.applicationId, applicationId), gte(creditGrants.createdAt, since)))
    .orderBy(desc(creditGrants.createdAt));
}

/** A key's own jwtPrivateKey hash, if the key is the application's and has one (else null). */
export async function findKeyJwtPrivateKeyHash(db: Database, apiKeyId: string, applicationId: string) {
  const [row] = await db
    .select({ hash: apiKeys.jwtPrivateKeyHash })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.applicationId, applicationId)));
  return row?.hash ?? null;
}

export interface ApiKeyRow {
  id: string;
  label: string | null;
  key: string;
  credits: number;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** An application's keys, active first then newest first, with when each was last charged. */
export async function listApiKeys(db: Database, applicationId: string): Promise<ApiKeyRow[]> {
  return db
    .select({
      id: apiKeys.id,
      label: apiKeys.label,
      key: apiKeys.key,
      credits: apiKeys.credits,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: sql<Date | null>`(select max(u.created_at) from ${apiUsage} u where u.api_key_id = "api_keys"."id")`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(apiKeys)
    .where(eq(apiKeys.applicationId, applicationId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
}

/**
 * A new key of the application funded with `credits` taken from another of its keys, in one
 * statement: the application's total never changes and the source can never overdraw.
 * Undefined when the source key is not the application's, revoked, or short of credits.
 */
export async function insertFundedApiKey(
  db: Database,
  values: { applicationId: string; fromApiKeyId: string; key: string; secretHash: string; jwtPrivateKeyHash: string; label: string | null; credits: number },
) {
  const [row] = await queryRows<{ id: string; credits: number; createdAt: Date }>(
    db,
    sql`with funded as (
          update ${apiKeys} set credits = credits - ${values.credits}
          where id = ${values.fromApiKeyId} and application_id = ${values.applicationId} and revoked_at is null and credits >= ${values.credits}
          returning application_id
        )
        insert into ${apiKeys} (application_id, key, secret_hash, jwt_private_key_hash, label, credits)
        select application_id, ${values.key}::text, ${values.secretHash}::text, ${values.jwtPrivateKeyHash}::text, ${values.label}::text, ${values.credits}::integer from funded
        returning id, credits, created_at as "createdAt"`,
  );
  return row;
}

/** Revokes one key of the application by id; undefined when it has no such active key. */
export async function revokeApiKeyOf(db: Database, applicationId: string, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.applicationId, applicationId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, key: apiKeys.key });
  return row;
}

/** Calls and credits per UTC day and operation since `since`, oldest first. */
export async function usageByDay(db: Database, applicationId: string, since: Date) {
  const day = sql<string>`to_char(${apiUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      operation: apiUsage.operation,
      calls: sql<number>`count(*)`.mapWith(Number),
      credits: sql<number>`sum(${apiUsage.credits})`.mapWith(Number),
    })
    .from(apiUsage)
    .where(and(eq(apiUsage.applicationId, applicationId), gte(apiUsage.createdAt, since)))
    .groupBy(day, apiUsage.operation)
    .orderBy(day, apiUsage.operation);
}

/** The credits left on the application's active keys. */
export async function applicationBalance(db: Database, applicationId: string) {
  const [row] = await db
    .select({ credits: sql<number>`coalesce(sum(${apiKeys.credits}), 0)`.mapWith(Number) })
    .from(apiKeys)
    .where(and(eq(apiKeys.applicationId, applicationId), isNull(apiKeys.revokedAt)));
  return row?.credits ?? 0;
}

export async function findApiKeyById(db: Database, id: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}
