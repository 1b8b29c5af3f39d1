import { describe, expect, it } from "vitest";
import { crossSiteReason, isJsonContentType } from "./same-origin";

const request = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers({ host: "studio.example:3000", ...headers }) });

describe("crossSiteReason", () => {
  it("lets every safe method through, whatever its origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(crossSiteReason(request(method, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }))).toBeNull();
  });

  it("trusts Sec-Fetch-Site first: only same-origin and a user's own navigation may change state", () => {
    expect(crossSiteReason(request("POST", { "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(crossSiteReason(request("POST", { "sec-fetch-site": "none" }))).toBeNull();
    // Another port of this host, or a sibling subdomain, is same-site: the Lax cookie rides along.
    expect(crossSiteReason(request("POST", { "sec-fetch-site": "same-site", origin: "http://studio.example:4000" }))).toMatch(/same-site/);
    expect(crossSiteReason(request("DELETE", { "sec-fetch-site": "cross-site" }))).toMatch(/cross-site/);
    // A matching Origin does not outvote the browser's own word.
    expect(crossSiteReason(request("PUT", { "sec-fetch-site": "same-site", origin: "http://studio.example:3000" }))).not.toBeNull();
  });

  it("falls back to Origin, compared with the addressed host and PUBLIC_URL", () => {
    expect(crossSiteReason(request("POST", { origin: "http://studio.example:3000" }))).toBeNull();
    expect(crossSiteReason(request("POST", { origin: "HTTPS://Studio.Example:3000" }))).toBeNull();
    expect(crossSiteReason(request("POST", { origin: "http://studio.example:4000" }))).toMatch(/not this studio/);
    expect(crossSiteReason(request("POST", { origin: "http://sub.studio.example:3000" }))).toMatch(/not this studio/);
    expect(crossSiteReason(request("POST", { origin: "null" }))).toMatch(/not this studio/);
    expect(crossSiteReason(request("PATCH", { origin: "https://ads.example.com", host: "10.0.0.5:3000" }), "https://ads.example.com/")).toBeNull();
    expect(crossSiteReason(request("PATCH", { origin: "https://ads.example.com", host: "10.0.0.5:3000", "x-forwarded-host": "ads.example.com" }))).toBeNull();
  });

  it("lets a caller that is no browser through: without either header there is nobody to forge for", () => {
    expect(crossSiteReason(request("POST", {}))).toBeNull();
  });
});

describe("isJsonContentType", () => {
  it("accepts application/json with or without parameters, and nothing that merely contains it", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
    expect(isJsonContentType("text/plain; charset=application/json")).toBe(false);
    expect(isJsonContentType("application/json-patch+json")).toBe(false);
    expect(isJsonContentType("multipart/form-data; boundary=application/json")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});
