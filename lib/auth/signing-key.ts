import "server-only";
import path from "node:path";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

let cached: Uint8Array | undefined;

/** The server's JWT signing key: JWT_SECRET when set, else a key generated once into DATA_DIR. */
export function getSigningKey(): Uint8Array {
  if (cached) return cached;
  const env = getEnv();
  if (env.JWT_SECRET) return (cached = new TextEncoder().encode(env.JWT_SECRET));
  const file = path.join(env.DATA_DIR, "jwt-signing-key");
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    secret = randomBytes(48).toString("base64url");
    // "wx" fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    } catch {
      secret = readFileSync(file, "utf8").trim();
    }
  }
  return (cached = new TextEncoder().encode(secret));
}
