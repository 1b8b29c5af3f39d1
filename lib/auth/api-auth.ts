import "server-only";
import type { Database } from "@/lib/db";
import { findActiveApiKey } from "@/lib/db/queries/applications";
import { AppError } from "@/lib/errors";
import { knownKey, rememberKey } from "./api-key-cache";
import { verifyAccessToken } from "./jwt";
import { secretMatches } from "./secrets";

export interface Caller {
  applicationId: string;
  apiKeyId: string;
  /** the key itself, for messages that name it masked */
  apiKey: string;
  /** the key's balance when this request was authenticated */
  credits: number;
}

/** Checks x-api-key and x-api-secret; the key's application is the caller. */
export async function authenticateKey(db: Database, headers: Headers): Promise<Caller> {
  const key = headers.get("x-api-key");
  const secret = headers.get("x-api-secret");
  if (!key || !secret) throw AppError.unauthorized("The x-api-key and x-api-secret headers are required.");
  let row = knownKey(key);
  if (!row) {
    row = await findActiveApiKey(db, key);
    if (row) rememberKey(row);
  }
  if (!row || !secretMatches(secret, row.secretHash)) throw AppError.unauthorized("The API key or secret is not valid.");
  return { applicationId: row.applicationId, apiKeyId: row.id, apiKey: row.key, credits: row.credits };
}

/** Checks the bearer JWT, and that the key that comes with it belongs to the token's application. */
export async function authenticateToken(headers: Headers, caller: Caller): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "");
  if (!match) throw AppError.unauthorized("The access token is missing. Send it as 'Authorization: Bearer <token>'.");
  const tokenApplicationId = await verifyAccessToken(match[1]!);
  if (!tokenApplicationId) throw AppError.unauthorized("The access token is invalid or has expired.");
  if (tokenApplicationId !== caller.applicationId) {
    throw AppError.unauthorized("The access token was not issued to the application of this API key.");
  }
}
