import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import { findApplication, findKeyJwtPrivateKeyHash } from "@/lib/db/queries/applications";
import * as refresh from "@/lib/db/queries/refresh-tokens";
import { signAccessToken } from "@/lib/auth/jwt";
import { hashSecret, randomSecret, secretMatches } from "@/lib/auth/secrets";
import { AppError } from "@/lib/errors";

/** Refresh tokens live 7 days past the access token they come with. */
const REFRESH_DAYS_AFTER_ACCESS = 7;

export interface TokenPair {
  $id: "1";
  applicationId: string;
  accessToken: string;
  accessTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
}

async function issueTokenPair(db: Database, applicationId: string, familyId: string): Promise<TokenPair> {
  const access = await signAccessToken(applicationId);
  const refreshToken = randomSecret("rt", 48);
  const refreshExpiresAt = new Date(access.expiresAt.getTime() + REFRESH_DAYS_AFTER_ACCESS * 86_400_000);
  await refresh.insertRefreshToken(db, { applicationId, familyId, tokenHash: hashSecret(refreshToken), expiresAt: refreshExpiresAt });
  return {
    $id: "1",
    applicationId,
    accessToken: access.token,
    accessTokenExpiration: access.expiresAt.toISOString(),
    refreshToken,
    refreshTokenExpiration: refreshExpiresAt.toISOString(),
  };
}

/**
 * The caller has already proven its API key and secret belong to `applicationId`. The
 * jwtPrivateKey is the application's, or the calling key's own (keys created through
 * Account/ApiKeys get one), so a key handed to a system needs no application-wide secret.
 */
export async function generateJwtToken(db: Database, input: { applicationId: string; jwtPrivateKey: string }, apiKeyId?: string) {
  const application = await findApplication(db, input.applicationId);
  // The key's own private key counts for its own application only, whatever the caller checked before.
  const keyHash = application && apiKeyId ? await findKeyJwtPrivateKeyHash(db, apiKeyId, application.id) : null;
  const matches = application && (secretMatches(input.jwtPrivateKey, application.jwtPrivateKeyHash) || (keyHash !== null && secretMatches(input.jwtPrivateKey, keyHash)));
  if (!application || !matches) {
    throw AppError.unauthorized("The applicationId or jwtPrivateKey is not valid.");
  }
  return issueTokenPair(db, application.id, randomUUID());
}

/** Rotation: each refresh token works once; presenting a used one revokes its whole family. */
export async function refreshJwtToken(db: Database, input: { applicationId: string; refreshToken: string }) {
  const stored = await refresh.findRefreshToken(db, hashSecret(input.refreshToken));
  if (!stored || stored.applicationId !== input.applicationId) {
    throw AppError.unauthorized("The refresh token is not valid.");
  }
  if (stored.revokedAt || !(await refresh.consumeRefreshToken(db, stored.id))) {
    await refresh.revokeRefreshTokenFamily(db, stored.familyId);
    throw AppError.unauthorized("The refresh token was already used; every token issued from it has been revoked. Generate a new token.");
  }
  if (stored.expiresAt.getTime() <= Date.now()) {
    throw AppError.unauthorized("The refresh token has expired. Generate a new token.");
  }
  return issueTokenPair(db, stored.applicationId, stored.familyId);
}
