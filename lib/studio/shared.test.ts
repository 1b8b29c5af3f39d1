import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";
import { StudioError } from "./errors";
import { assertToken, clientAddress, passwordCookie, passwordFromCookie, sharedError, sharedPath } from "./shared";

const token = "rv_" + "A".repeat(43);

describe("share link helpers", () => {
  it("refuses anything that is not a share token before the service is asked", () => {
    expect(assertToken(token)).toBe(token);
    for (const bad of [undefined, "", "rv_short", `ak_${"A".repeat(43)}`, `${token}/../x`, `rv_${"A".repeat(101)}`]) {
      expect(() => assertToken(bad)).toThrow(StudioError);
    }
  });

  it("counts the socket's address, not a forwarded header the visitor wrote (no TRUSTED_PROXIES here)", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "203.0.113.7, 10.0.0.1", "x-real-ip": "198.51.100.2" };
    expect(clientAddress(new Request("http://x", { headers }))).toBe("198.51.100.4");
  });

  it("keeps a link's password in an HttpOnly cookie scoped to that link's own routes", () => {
    const cookie = passwordCookie(token, "Herbst 2026; ü=", "2026-12-01T00:00:00.000Z");
    expect(cookie).toContain(`Path=${sharedPath(token)};`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    const sent = cookie.split(";")[0]!;
    expect(passwordFromCookie(new Request("http://x", { headers: { cookie: `theme=dark; ${sent}` } }))).toBe("Herbst 2026; ü=");
    expect(passwordFromCookie(new Request("http://x"))).toBeUndefined();
  });

  it("tells a rate-limited visitor to wait, in plain words", () => {
    const limited = sharedError(new StudioError(429, "The service is busy")) as StudioError;
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/Too many wrong links or passwords/);
    const other = new StudioError(404, "gone");
    expect(sharedError(other)).toBe(other);
  });
});
