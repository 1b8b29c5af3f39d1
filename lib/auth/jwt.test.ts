import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { signAccessToken, verifyAccessToken } from "./jwt";
import { getSigningKey } from "./signing-key";

// The signing key from the settings, not one generated into a data directory.
process.env.JWT_SECRET = "jwt-test-secret-of-at-least-32-characters!!";

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens", () => {
  it("verify to their application, again from memory, and never once expired", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12, 0, 0) });
    const { token } = await signAccessToken("app-1");
    expect(await verifyAccessToken(token)).toBe("app-1");
    expect(await verifyAccessToken(token)).toBe("app-1");
    vi.setSystemTime(Date.UTC(2026, 10, 23, 13, 0, 1)); // 60 minutes and a second later
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it("refuse an altered token even after the genuine one was verified", async () => {
    const { token } = await signAccessToken("app-2");
    expect(await verifyAccessToken(token)).toBe("app-2");
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), applicationId: "app-3" })).toString("base64url");
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it("refuse a token signed with the server's key but without an expiry", async () => {
    const forever = await new SignJWT({ applicationId: "app-4" }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuer("adcraft").setIssuedAt().sign(getSigningKey());
    expect(await verifyAccessToken(forever)).toBeNull();
  });
});
