import { describe, expect, it } from "vitest";
import { hashPassword, hashSecret, passwordMatches, randomSecret, secretMatches } from "./secrets";

describe("secrets", () => {
  it("stores only a hash and compares against it", () => {
    const secret = randomSecret("as");
    expect(secret).toMatch(/^as_[A-Za-z0-9_-]{43}$/);
    const stored = hashSecret(secret);
    expect(stored).not.toContain(secret);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(`${secret}x`, stored)).toBe(false);
  });

  it("hashes passwords with a salt (scrypt)", async () => {
    const a = await hashPassword("correct horse");
    expect(a).not.toBe(await hashPassword("correct horse"));
    expect(await passwordMatches("correct horse", a)).toBe(true);
    expect(await passwordMatches("wrong horse", a)).toBe(false);
  });
});
