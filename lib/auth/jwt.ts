import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { getSigningKey } from "./signing-key";

export const ACCESS_TOKEN_MINUTES = 60;
const ISSUER = "adcraft";

export async function signAccessToken(applicationId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_MINUTES * 60_000);
  const token = await new SignJWT({ applicationId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(applicationId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getSigningKey());
  return { token, expiresAt };
}

/**
 * Tokens this process has verified, until they expire: a client sends the same token with every
 * call for an hour, and checking its signature each time was a fifth of a bare call's cost. Only
 * verified tokens are kept, by their exact text, so a forged or altered one is always checked.
 */
const verified = new Map<string, { applicationId: string; expiresAtMs: number }>();
const MAX_VERIFIED = 10_000;

/** The token's applicationId, or null when the token is malformed, forged, expired or lacks one. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  const known = verified.get(token);
  if (known && known.expiresAtMs > Date.now()) return known.applicationId;
  verified.delete(token);
  try {
    // A token without `exp` would never expire, even signed with our key: refused (#17).
    const { payload } = await jwtVerify(token, getSigningKey(), { issuer: ISSUER, algorithms: ["HS256"], requiredClaims: ["exp", "applicationId"] });
    if (typeof payload.applicationId !== "string" || typeof payload.exp !== "number") return null;
    // The oldest entry goes when the map is full (a Map keeps insertion order).
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { applicationId: payload.applicationId, expiresAtMs: payload.exp * 1000 });
    return payload.applicationId;
  } catch {
    return null;
  }
}
