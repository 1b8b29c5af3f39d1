import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bool, guid, int, text } from "@/lib/schemas/fields";
import { AppError } from "@/lib/errors";
import { httpErrorOf } from "./errors";
import { canonicalizeKeys, claimedApplicationIds, parseInput, readBody } from "./input";

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

describe("hostile input (#17)", () => {
  const json = (body: string, type = "application/json") => readBody(new Request("http://x", { method: "POST", headers: { "content-type": type }, body }), { ...limit, maxBytes: 100_000 });

  it("refuses JSON nested far too deep with a 400, not a stack overflow", async () => {
    await expect(json(`{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`)).rejects.toMatchObject({ code: "Validation" });
    await expect(json(`{"a":[[[1]]]}`)).resolves.toEqual({ a: [[[1]]] });
  });

  it("refuses a lone surrogate as the field's validation error", async () => {
    const raw = await json(`{"productName":"\\ud800"}`);
    expect(errorsOf(() => parseInput(schema, raw))).toEqual({ productName: ["The productName field must be valid Unicode text (it holds a lone surrogate)."] });
  });

  it("reads a form whatever the case of its media type", async () => {
    const encoded = new Response(new URLSearchParams({ productName: "Mug" }));
    await expect(json(await encoded.text(), "Application/X-WWW-Form-URLEncoded")).resolves.toEqual({ productName: "Mug" });
  });

  it("collects every applicationId a request names, in any case and place", () => {
    const a = "6f1c2a0e-0000-4000-8000-000000000001";
    const b = "6f1c2a0e-0000-4000-8000-000000000002";
    expect(claimedApplicationIds({ ApplicationId: b }, { applicationId: a })).toEqual([b, a]);
    expect(claimedApplicationIds({ applicationId: [a, b] }, {})).toEqual([a, b]);
    expect(claimedApplicationIds({ applicationId: "not-a-guid" }, {})).toEqual([]);
  });
});

describe("a stalled body", () => {
  it("is answered 408 once nothing arrives for the idle time, while a slow but moving body is read", async () => {
    const stalling = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"productName":'));
      },
    });
    const started = Date.now();
    const stalled = readBody(new Request("http://x", { method: "POST", body: stalling, duplex: "half" } as RequestInit), { ...limit, idleMs: 100 });
    await expect(stalled).rejects.toMatchObject({ code: "RequestTimeout" });
    expect(Date.now() - started).toBeLessThan(2000);
    const error = (await stalled.catch((e: unknown) => e)) as AppError;
    expect(httpErrorOf(error).status).toBe(408);

    const parts = ['{"product', 'Name":', '"Mug"}'];
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 60));
        const part = parts.shift();
        if (part) controller.enqueue(new TextEncoder().encode(part));
        else controller.close();
      },
    });
    const body = await readBody(new Request("http://x", { method: "POST", body: slow, duplex: "half" } as RequestInit), { ...limit, idleMs: 100 });
    expect(body).toEqual({ productName: "Mug" });
  });
});
