import type { StudioUser } from "@/lib/auth/studio-session";
import { outOfCreditsFor } from "./credits-help";
import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/client";
import { errorBody } from "@/lib/http/errors";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { StudioError, fieldWords, fromServiceError, inPlainWords, studioErrorOf } from "./errors";

const serviceError = (status: number, errors: Record<string, string[]>) => new ApiClientError(status, errorBody(status, errors, "00-trace-00"));

describe("fromServiceError", () => {
  it("keeps field messages and says which field", () => {
    const error = fromServiceError(serviceError(400, { productName: ["must be at most 1000 characters"] }));
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ productName: "must be at most 1000 characters" });
    expect(error.message).toBe("Product name must be at most 1000 characters");
  });

  it("says field names in words, never as the contract spells them", () => {
    const error = fromServiceError(serviceError(400, { webHookUrl: ["The webHookUrl field must be an http or https URL."], productImageAssetId: ["The productImageAssetId field is required."] }));
    expect(error.fields).toEqual({ webHookUrl: "The webhook URL must be an http or https URL.", productImageAssetId: "The product image asset ID is required." });
    expect(error.message).toBe("The webhook URL must be an http or https URL. The product image asset ID is required.");
    expect(error.message).not.toMatch(/webHookUrl|productImageAssetId|field/);
    expect(fieldWords("items.0.outputLanguage")).toBe("output language");
    expect(fieldWords("JWTPrivateKey")).toBe("JWT private key");
    expect(inPlainWords("The jwtPrivateKey field is required.")).toBe("The JWT private key is required.");
  });

  it("explains running out of credits in plain words, with the way forward for the person's role", () => {
    const error = fromServiceError(serviceError(400, { "business: Credits": ["The API key has no credits left for this operation."] }));
    expect(error.status).toBe(402);
    expect(error.message).toBe("The workspace has run out of credits.");
    const admin = outOfCreditsFor(error, { id: "u1", email: "ada@adcraft.test", role: "admin" } as StudioUser);
    expect(admin).toMatchObject({ status: 402, message: "The workspace has run out of credits. Add credits in Settings → Credits." });
    expect(admin.link).toEqual({ href: "/settings/credits", label: "Add credits in Settings → Credits" });
    for (const role of ["marketer", "reviewer"] as const) {
      const other = outOfCreditsFor(error, { id: "u2", email: "mo@adcraft.test", role } as StudioUser);
      expect(other.message).toBe("The workspace has run out of credits. Ask an admin of this workspace to add credits.");
      expect(other.link).toBeUndefined();
    }
    for (const said of [error.message, admin.message]) expect(said).not.toMatch(/`|npx|adcraft credits/);
  });

  it("turns the service refusing the workspace's token into a gateway error for admins, not a sign-out", () => {
    const error = fromServiceError(serviceError(401, { "business:": ["The access token is invalid or has expired."] }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/could not authenticate with the service/);
  });

  it("quotes the trace id of a service failure", () => {
    const error = fromServiceError(serviceError(500, { "engine:": ["An unexpected error occurred."] }));
    expect(error.status).toBe(502);
    expect(error.message).toContain("00-trace-00");
  });

  it("passes on the service's 503 (its database restarting) as a 503, not a gateway fault", () => {
    const error = fromServiceError(serviceError(503, { "engine: Database": ["The database is unavailable; try again in 5 seconds."] }));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/unavailable.*Try again/);
  });
});

describe("studioErrorOf", () => {
  it("answers the studio's own database going away with 503", () => {
    const lost = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const error = studioErrorOf(new DrizzleQueryError("select * from studio_users", [], lost));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/database is unavailable/);
  });

  it("keeps a StudioError and turns anything else into a 500 without its details", () => {
    const forbidden = StudioError.forbidden();
    expect(studioErrorOf(forbidden)).toBe(forbidden);
    const error = studioErrorOf(new TypeError("secret internals"));
    expect(error.status).toBe(500);
    expect(error.message).not.toContain("secret");
  });
});
