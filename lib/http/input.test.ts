import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bool, guid, int, text } from "@/lib/schemas/fields";
import { ApiError } from "./errors";
import { canonicalizeKeys, parseInput, readBody } from "./input";

const schema = z.object({ productName: text(5), type: int().default(1), isActive: bool().optional(), applicationId: guid().optional() });

function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return (error as ApiError).errors;
  }
  throw new Error("expected a validation error");
}

describe("wire rules", () => {
  it("matches multipart field names case-insensitively and drops empty values", async () => {
    const form = new FormData();
    form.append("PRODUCTNAME", "Mug");
    form.append("IsActive", "TRUE");
    form.append("type", "");
    const raw = canonicalizeKeys(await readBody(new Request("http://x", { method: "POST", body: form })), schema);
    expect(parseInput(schema, raw)).toEqual({ productName: "Mug", type: 1, isActive: true });
  });

  it("counts limits in code points: five emoji fit a limit of 5", () => {
    expect(parseInput(schema, { productName: "🎉🎉🎉🎉🎉" }).productName).toBe("🎉🎉🎉🎉🎉");
    expect(errorsOf(() => parseInput(schema, { productName: "🎉🎉🎉🎉🎉🎉" }))).toEqual({ productName: ["The productName field must be at most 5 characters."] });
  });

  it("refuses a NUL character (PostgreSQL cannot store it) in any field, nested ones included", () => {
    expect(errorsOf(() => parseInput(schema, { productName: "Mu\u0000g", tags: [{ name: "ok" }, { name: "\u0000" }] }))).toEqual({
      productName: ["The productName field must not contain the NUL character (U+0000)."],
      tags: ["The tags field must not contain the NUL character (U+0000)."],
    });
  });

  it("rejects fractions, non-booleans and bad GUIDs, naming each field; a missing field is 'required'", () => {
    expect(errorsOf(() => parseInput(schema, { type: "1.5", isActive: "yes", applicationId: "x" }))).toEqual({
      productName: ["The productName field is required."],
      type: ["The type field must be an integer."],
      isActive: ["The isActive field must be true or false."],
      applicationId: ["The applicationId field must be a GUID."],
    });
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    await expect(readBody(new Request("http://x", { method: "POST", body: "[1,2", headers: { "content-type": "application/json" } }))).rejects.toMatchObject({
      status: 400,
      errors: { body: ["The request body must be a JSON object or multipart form data."] },
    });
  });
});
