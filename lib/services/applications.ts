import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/applications";
import { hashSecret, randomSecret } from "@/lib/auth/secrets";
import type { Caller } from "@/lib/auth/api-auth";
import { forgetKey } from "@/lib/auth/api-key-cache";
import { AppError } from "@/lib/errors";

export interface NewApiKey {
  apiKey: string;
  apiSecret: string;
}

/** Creates an application with one API key; the secrets are returned once and stored hashed. */
export async function createApplication(db: Database, input: { name: string; credits: number }) {
  const jwtPrivateKey = randomSecret("jpk");
  const application = await queries.insertApplication(db, { name: input.name, jwtPrivateKeyHash: hashSecret(jwtPrivateKey) });
  const key = await createApiKey(db, { applicationId: application.id, credits: input.credits });
  return { applicationId: application.id, ...key, jwtPrivateKey };
}

export async function createApiKey(db: Database, input: { applicationId: string; credits: number }): Promise<NewApiKey> {
  if (!(await queries.findApplication(db, input.applicationId))) {
    throw AppError.notFound(`Application ${input.applicationId} does not exist.`);
  }
  const apiKey = randomSecret("ak", 18);
  const apiSecret = randomSecret("as");
  await queries.insertApiKey(db, { applicationId: input.applicationId, key: apiKey, secretHash: hashSecret(apiSecret), credits: input.credits });
  return { apiKey, apiSecret };
}

export async function revokeApiKey(db: Database, apiKey: string) {
  if (!(await queries.revokeApiKey(db, apiKey))) throw AppError.notFound("No active API key matches.");
  forgetKey(apiKey);
  return { apiKey, revoked: true };
}

/**
 * Adds credits to a key, recorded in the credit ledger with who added them: `npx adcraft credits
 * add` (source "cli") and a studio admin in Settings → Credits (source "studio", their e-mail).
 */
export async function addCredits(db: Database, apiKey: string, amount: number, by: queries.CreditGrantSource = { source: "cli", grantedBy: null }) {
  const row = await queries.addCredits(db, apiKey, amount, by);
  forgetKey(apiKey);
  if (!row) throw AppError.notFound("No API key matches.");
  return { apiKey: row.key, credits: row.credits };
}

export function listApplications(db: Database) {
  return queries.listApplications(db);
}

/** The calling key's balance, as read when the request was authenticated (no second read). */
export function creditsOf(caller: Caller) {
  return { applicationId: caller.applicationId, apiKey: `…${caller.apiKey.slice(-4)}`, credits: caller.credits };
}

/** A key as it may be shown: its prefix and last 4 characters. */
export function maskKey(key: string) {
  const prefix = key.includes("_") ? key.slice(0, key.indexOf("_") + 1) : "";
  return `${prefix}…${key.slice(-4)}`;
}

function summaryOf(row: queries.ApiKeyRow, caller: Caller) {
  return {
    id: row.id,
    label: row.label,
    maskedKey: maskKey(row.key),
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isCallingKey: row.id === caller.apiKeyId,
  };
}

export async function listKeysOf(db: Database, caller: Caller) {
  return (await queries.listApiKeys(db, caller.applicationId)).map((row) => summaryOf(row, caller));
}

/**
 * A new key of the caller's application, funded from the calling key. Its secret and its own
 * jwtPrivateKey (GenerateJwtToken takes it with this key, as it takes the application's) are
 * returned this once, so whoever receives the key can call the API without the application's.
 */
export async function createKeyFor(db: Database, caller: Caller, input: { label: string; credits?: number }) {
  const apiKey = randomSecret("ak", 18);
  const apiSecret = randomSecret("as");
  const jwtPrivateKey = randomSecret("jpk");
  const credits = input.credits ?? 0;
  const row = await queries.insertFundedApiKey(db, {
    applicationId: caller.applicationId,
    fromApiKeyId: caller.apiKeyId,
    key: apiKey,
    secretHash: hashSecret(apiSecret),
    jwtPrivateKeyHash: hashSecret(jwtPrivateKey),
    label: input.label,
    credits,
  });
  if (!row) throw AppError.noCredits();
  forgetKey(caller.apiKeyId);
  return {
    ...summaryOf({ id: row.id, label: input.label, key: apiKey, credits: row.credits, createdAt: row.createdAt, revokedAt: null, lastUsedAt: null }, caller),
    apiKey,
    apiSecret,
    jwtPrivateKey,
  };
}

/** Revokes a key of the caller's application; this process forgets it at once (others within the cache's second). */
export async function revokeKeyOf(db: Database, caller: Caller, id: string) {
  if (id === caller.apiKeyId) {
    throw AppError.validation("id", "is the key this request is made with; revoke it with another key of the application.");
  }
  const row = await queries.revokeApiKeyOf(db, caller.applicationId, id);
  if (!row) throw AppError.notFound(`The application has no active API key ${id}.`);
  forgetKey(row.key);
  return { id: row.id, revoked: true as const };
}

const DAY_MS = 86_400_000;

/** Paid calls per UTC day and operation over the last `days` days, today included, and the credits added in them. */
export async function usageOf(db: Database, caller: Caller, days = 30) {
  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const from = new Date(today.getTime() - (days - 1) * DAY_MS);
  const [usage, credits, grants] = await Promise.all([
    queries.usageByDay(db, caller.applicationId, from),
    queries.applicationBalance(db, caller.applicationId),
    queries.listCreditGrants(db, caller.applicationId, from),
  ]);
  return {
    applicationId: caller.applicationId,
    credits,
    from: from.toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
    usage,
    grants: grants.map((grant) => ({
      at: grant.createdAt.toISOString(),
      credits: grant.credits,
      maskedKey: maskKey(grant.key),
      isCallingKey: grant.apiKeyId === caller.apiKeyId,
      source: grant.source,
      grantedBy: grant.grantedBy,
    })),
  };
}
