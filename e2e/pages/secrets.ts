import { createDecipheriv } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** The DATA_DIR that playwright.config.ts gives the server of this run. */
export const serverDataDir = () => path.join(process.cwd(), ".test-runs", `e2e-${Number(process.env.E2E_PORT || 3210)}`);

function decrypt(ciphertext: string, boundTo: string, key: Buffer): string {
  const [version, iv, tag, data] = ciphertext.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("not a v1 ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export interface StoredSecrets {
  apiKey: string;
  apiSecret: string;
  jwtPrivateKey: string;
  accessToken: string;
  refreshToken: string;
  /** The key as the service stores it in api_keys (plain): proves the decryption found the real one. */
  serviceKey: string;
  rawColumns: string[];
}

/**
 * Reads the workspace's secrets the way an attacker with the disk would: a copy of the server's
 * PGlite directory (the server keeps its own open) and the encryption key from DATA_DIR.
 */
export async function readStoredSecrets(): Promise<StoredSecrets> {
  const dataDir = serverDataDir();
  const text = readFileSync(path.join(dataDir, "encryption-key"), "utf8").trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  const copy = mkdtempSync(path.join(tmpdir(), "adcraft-secrets-"));
  cpSync(path.join(dataDir, "pglite"), copy, { recursive: true });
  const db = await PGlite.create(copy);
  try {
    const { rows } = await db.query<Record<string, string>>(
      "select api_key_ciphertext, api_secret_ciphertext, jwt_private_key_ciphertext, access_token_ciphertext, refresh_token_ciphertext, application_id from studio_workspace",
    );
    const row = rows[0];
    if (!row) throw new Error("no workspace row");
    const keys = await db.query<{ key: string }>("select key from api_keys where application_id = $1 order by created_at limit 1", [row.application_id]);
    const open = (column: string) => decrypt(row[`${column}_ciphertext`]!, `studio_workspace:1:${column}`, key);
    return {
      apiKey: open("api_key"),
      apiSecret: open("api_secret"),
      jwtPrivateKey: open("jwt_private_key"),
      accessToken: open("access_token"),
      refreshToken: open("refresh_token"),
      serviceKey: keys.rows[0]?.key ?? "",
      rawColumns: Object.values(row),
    };
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
