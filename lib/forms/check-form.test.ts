import { describe, expect, it } from "vitest";
import { checkForm } from "./check-form";
import { fieldErrorsOf } from "./field-errors";
import { setupBody } from "@/lib/studio/schemas";

describe("checkForm: the studio's forms checked on the server", () => {
  it("answers what the schema makes of valid values (the email trimmed and lowercased)", async () => {
    expect(await checkForm("signIn", { email: "  Ada@Example.COM ", password: "x" })).toEqual({ ok: true, values: { email: "ada@example.com", password: "x" } });
  });

  it("answers the first problem of each field, with the schema's own messages", async () => {
    const check = await checkForm("newUser", { email: "not an email", role: "owner", password: "short" });
    expect(check).toEqual({
      ok: false,
      errors: {
        email: { type: "invalid_format", message: "must be an email address" },
        role: { type: "invalid_value", message: "must be admin, marketer or reviewer" },
        password: { type: "too_small", message: "must be at least 10 characters" },
      },
    });
  });

  it("reports a nested field by its dotted path", async () => {
    const check = await checkForm("adTextWizard", { productName: " ", productDescription: "A lamp" });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.productName).toEqual({ type: "custom", message: "is required" });
  });

  it("refuses a form name that is not in the registry, inherited names included", async () => {
    for (const name of ["__proto__", "constructor", "toString", "nope"]) {
      expect(await checkForm(name as never, {})).toEqual({ ok: false, errors: { root: { type: "unknown_form", message: "cannot be checked" } } });
    }
  });
});

describe("fieldErrorsOf", () => {
  it("shows the chosen branch's messages for a union on a discriminator", () => {
    const parsed = setupBody.safeParse({ mode: "connect", workspaceName: "Shop", email: "a@b.co", password: "0123456789", applicationId: "x" });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!.issues);
    expect(errors.applicationId?.message).toBe("must be a GUID");
    expect(errors.apiKey?.type).toBe("invalid_type");
    expect(errors.workspaceName).toBeUndefined();
  });

  it("takes the closest member of a union that matched none, and keeps the first problem per field", () => {
    const issues = [
      {
        code: "invalid_union",
        path: ["channel"],
        message: "Invalid input",
        input: {},
        errors: [
          [
            { code: "invalid_type", path: ["url"], message: "is required", expected: "string", input: undefined },
            { code: "invalid_type", path: ["queue"], message: "is required", expected: "string", input: undefined },
          ],
          [{ code: "too_small", path: ["retries"], message: "must be at least 0", minimum: 0, origin: "number", input: -1 }],
        ],
      },
      { code: "custom", path: ["channel"], message: "second problem", input: {} },
    ] as Parameters<typeof fieldErrorsOf>[0];
    expect(fieldErrorsOf(issues)).toEqual({
      channel: { type: "too_small", message: "must be at least 0" },
      "channel.url": { type: "invalid_type", message: "is required" },
      "channel.queue": { type: "invalid_type", message: "is required" },
      "channel.retries": { type: "too_small", message: "must be at least 0" },
    });
  });
});

describe("a check's answer crosses to the browser", () => {
  it("holds only plain objects (React refuses null prototypes in a server function's answer)", async () => {
    const check = await checkForm("signIn", { email: "", password: "" });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(Object.getPrototypeOf(check.errors)).toBe(Object.prototype);
      expect(Object.keys(check.errors)).toEqual(["email", "password"]);
    }
  });
});
