import "server-only";
import path from "node:path";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

let cached: string | undefined;

/** The studio's session secret: SESSION_SECRET when set, else one generated once into DATA_DIR. */
export function getSessionSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET);
  const file = path.join(env.DATA_DIR, "session-secret");
  try {
    return (cached = readFileSync(file, "utf8").trim());
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    // "wx" fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return (cached = secret);
    } catch {
      return (cached = readFileSync(file, "utf8").trim());
    }
  }
}
