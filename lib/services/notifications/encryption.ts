import "server-only";
import path from "node:path";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { getEnv } from "@/lib/env";

/**
 * AES-256-GCM for secrets kept at rest (queue passwords, webhook signing secrets). The key is
 * ENCRYPTION_KEY, or one generated once into DATA_DIR. Every server of a deployment sharing one
 * database needs the same key. The record's id is bound as associated data, so a ciphertext
 * copied onto another row does not decrypt.
 */
const VERSION = "v1";
let cached: Buffer | undefined;

export function encryptionKey(): Buffer {
  if (cached) return cached;
  const env = getEnv();
  if (env.ENCRYPTION_KEY) return (cached = decodeKey(env.ENCRYPTION_KEY));
  const file = path.join(env.DATA_DIR, "encryption-key");
  try {
    return (cached = decodeKey(readFileSync(file, "utf8").trim()));
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const key = randomBytes(32).toString("base64");
    // "wx" fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(file, key, { mode: 0o600, flag: "wx" });
      return (cached = decodeKey(key));
    } catch {
      return (cached = decodeKey(readFileSync(file, "utf8").trim()));
    }
  }
}

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes.");
  return key;
}

export function encryptSecret(plaintext: string, boundTo: string, key = encryptionKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function decryptSecret(ciphertext: string, boundTo: string, key = encryptionKey()): string {
  const [version, iv, tag, data] = ciphertext.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Unknown secret format.");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
