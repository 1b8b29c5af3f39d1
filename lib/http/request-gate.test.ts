import { describe, expect, it } from "vitest";
import { refusalOf } from "./request-gate";

const headers = (extra: Record<string, string> = {}) => new Headers({ host: "127.0.0.1:3000", ...extra });

describe("refusalOf", () => {
  it("refuses a broken %-escape in the body each kind of path expects", () => {
    const api = refusalOf("GET", "/api/v1/Image/Assets/%zz/Mask?x=1", headers());
    expect(api?.status).toBe(400);
    expect(JSON.parse(api!.body)).toMatchObject({ status: 400, errors: { path: [expect.stringMatching(/does not decode/)] } });
    expect(JSON.parse(refusalOf("POST", "/api/studio/ad-texts/%E0", headers())!.body)).toEqual({ error: { message: expect.stringMatching(/does not decode/), fields: {} } });
    expect(refusalOf("GET", "/share/%", headers())).toMatchObject({ status: 400, contentType: "text/plain; charset=utf-8" });
  });

  it("refuses a state-changing studio request from another origin, and nothing else", () => {
    const forged = refusalOf("POST", "/api/studio/users", headers({ "sec-fetch-site": "same-site", origin: "http://127.0.0.1:4000" }));
    expect(forged?.status).toBe(403);
    expect(JSON.parse(forged!.body).error.message).toMatch(/did not come from the studio's own pages/);
    expect(refusalOf("POST", "/api/studio/users", headers({ "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(refusalOf("GET", "/api/studio/users", headers({ "sec-fetch-site": "cross-site" }))).toBeNull();
    // The API proper is called with keys, not cookies: nothing to forge.
    expect(refusalOf("POST", "/api/v1/Text/Generation/Ads", headers({ "sec-fetch-site": "cross-site" }))).toBeNull();
  });
});
