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

export async function addCredits(db: Database, apiKey: string, amount: number) {
  const row = await queries.addCredits(db, apiKey, amount);
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
