import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bool, guid, int, text } from "@/lib/schemas/fields";
import { AppError } from "@/lib/errors";
import { httpErrorOf } from "./errors";
import { canonicalizeKeys, parseInput, readBody } from "./input";

const limit = { maxBytes: 1000, field: "body", message: "The request body is larger than 1000 bytes." };
const schema = z.object({ productName: text(5), type: int().default(1), isActive: bool().optional(), applicationId: guid().optional() });

function errorsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return httpErrorOf(error as AppError).errors;
  }
  throw new Error("expected a validation error");
}

describe("wire rules", () => {
  it("matches multipart field names case-insensitively and drops empty values", async () => {
    const form = new FormData();
    form.append("PRODUCTNAME", "Mug");
    form.append("IsActive", "TRUE");
    form.append("type", "");
    const raw = canonicalizeKeys(await readBody(new Request("http://x", { method: "POST", body: form }), limit), schema);
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

  it("refuses a body over the limit with 413, by its Content-Length or, for a chunked body, as it arrives", async () => {
    const declared = new Request("http://x", { method: "POST", body: "x".repeat(1001), headers: { "content-type": "application/json" } });
    await expect(readBody(declared, limit)).rejects.toMatchObject({ code: "PayloadTooLarge", message: limit.message, details: { field: "body" } });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(400));
      },
    });
    const chunked = new Request("http://x", { method: "POST", body: endless, duplex: "half", headers: { "content-type": "application/json" } } as RequestInit);
    await expect(readBody(chunked, limit)).rejects.toMatchObject({ code: "PayloadTooLarge" });
    expect(pulled).toBeLessThan(10);
    const fits = new Request("http://x", { method: "POST", body: JSON.stringify({ productName: "Mug" }), headers: { "content-type": "application/json" } });
    expect(await readBody(fits, limit)).toEqual({ productName: "Mug" });
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    await expect(readBody(new Request("http://x", { method: "POST", body: "[1,2", headers: { "content-type": "application/json" } }), limit)).rejects.toMatchObject({
      code: "Validation",
      message: "The request body must be a JSON object or multipart form data.",
      details: { field: "body" },
    });
  });
});
