import { createDecipheriv } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { BrowserContext, Response } from "@playwright/test";

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

/** Shapes of the service's credentials: keys, secrets, refresh tokens, HS256 JWTs. */
export const CREDENTIAL_SHAPES = [/\bak_[A-Za-z0-9_-]{20,}/, /\bas_[A-Za-z0-9_-]{40,}/, /\bjpk_[A-Za-z0-9_-]{40,}/, /\brt_[A-Za-z0-9_-]{60,}/, /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/];

export interface CapturedResponse {
  url: string;
  method: string;
  status: number;
  /** Headers (without the studio's own session cookie) and body, as one text to scan. */
  text: string;
}

/**
 * Records every response the browser context receives, headers and body, for a leak scan.
 * Reading a body is asynchronous: await `settled()` before scanning `responses`.
 */
export function captureResponses(context: BrowserContext) {
  const responses: CapturedResponse[] = [];
  const pending: Array<Promise<void>> = [];
  context.on("response", (response: Response) =>
    pending.push(
      (async () => {
        const headers = Object.entries(await response.allHeaders())
          // The session cookie is the studio's own; it holds no service credential (checked apart).
          .filter(([name]) => name !== "set-cookie")
          .map(([name, value]) => `${name}: ${value}`)
          .join("\n");
        const type = response.headers()["content-type"] ?? "";
        // Image and archive bytes are not text; an event stream never ends (a spec reads it in the page).
        const body = /^(image|application\/(pdf|zip))|event-stream/.test(type) ? "" : await response.text().catch(() => "");
        responses.push({ url: response.url(), method: response.request().method(), status: response.status(), text: `${headers}\n${body}` });
      })(),
    ),
  );
  return { responses, settled: () => Promise.all(pending) };
}

/**
 * Every place a credential shows up: any of `values` anywhere, and any of `shapes` outside the
 * static bundles (whose minified code may match a shape by chance).
 */
export function findLeaks(responses: CapturedResponse[], values: Record<string, string>, shapes: RegExp[] = CREDENTIAL_SHAPES): string[] {
  const leaks: string[] = [];
  for (const { url, method, text } of responses) {
    for (const [name, value] of Object.entries(values)) if (text.includes(value)) leaks.push(`${name} in ${method} ${url}`);
    if (/\/_next\/static\//.test(url)) continue;
    for (const shape of shapes) if (shape.test(text)) leaks.push(`${shape} in ${method} ${url}`);
  }
  return leaks;
}
