import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptionKey, encryptSecret } from "./encryption";

describe("secrets at rest (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips and never stores the plaintext", () => {
    const sealed = encryptSecret("s3cret-pässword", "row-1", key);
    expect(sealed).not.toContain("s3cret");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(decryptSecret(sealed, "row-1", key)).toBe("s3cret-pässword");
    expect(encryptSecret("s3cret-pässword", "row-1", key)).not.toBe(sealed); // a fresh IV each time
  });

  it("refuses another row's ciphertext, a tampered one, or another key", () => {
    const sealed = encryptSecret("whsec_abc", "row-1", key);
    expect(() => decryptSecret(sealed, "row-2", key)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("whsec_abd").toString("base64url");
    expect(() => decryptSecret(parts.join("."), "row-1", key)).toThrow();
    expect(() => decryptSecret(sealed, "row-1", randomBytes(32))).toThrow();
  });
});

describe("the encryption key", () => {
  it("is generated once into DATA_DIR when ENCRYPTION_KEY is unset, readable by the owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "adcraft-key-"));
    process.env.DATA_DIR = dir;
    delete process.env.ENCRYPTION_KEY;
    const key = encryptionKey();
    expect(key).toHaveLength(32);
    const file = path.join(dir, "encryption-key");
    expect(Buffer.from(readFileSync(file, "utf8"), "base64")).toEqual(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decryptSecret(encryptSecret("x", "id"), "id")).toBe("x");
  });
});
