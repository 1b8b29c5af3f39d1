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

/** The token's applicationId, or null when the token is malformed, forged, expired or lacks one. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, getSigningKey(), { issuer: ISSUER, algorithms: ["HS256"] });
    return typeof payload.applicationId === "string" ? payload.applicationId : null;
  } catch {
    return null;
  }
}
