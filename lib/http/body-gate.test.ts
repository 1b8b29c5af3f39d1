import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { admitBody, createBodyGate } from "./body-gate";
import { httpErrorOf } from "./errors";
import { readBody } from "./input";

const MB = 2 ** 20;
const limit = { maxBytes: 12 * MB, field: "productImage", message: "The file is larger than 12 MB." };

const upload = (headers: Record<string, string>, signal?: AbortSignal) => new Request("http://x/upload", { method: "POST", headers, signal });

/** A body that sends `size` bytes, then stops (the stream stays open) or fails, as told. */
function bodyOf(size: number, end: "close" | "stall" | "fail") {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(size));
      if (end === "close") controller.close();
      if (end === "fail") controller.error(new Error("connection reset"));
    },
  });
}

describe("the upload body gate", () => {
  it("weighs a body by its declared length, a chunked one by its limit, and admits while the bytes fit", async () => {
    const gate = createBodyGate(30 * MB, 4);
    const first = await admitBody(upload({ "content-length": String(12 * MB) }), limit, gate);
    const second = await admitBody(upload({ "content-length": String(12 * MB) }), limit, gate);
    expect(gate.load).toEqual({ inFlight: 24 * MB, running: 2, waiting: 0 });
    const chunked = admitBody(upload({}), limit, gate); // 12 MB more would pass 30 MB: waits
    const small = admitBody(upload({ "content-length": String(MB) }), limit, gate); // fits, but waits its turn
    expect(gate.load.waiting).toBe(2);
    first();
    const [releaseChunked, releaseSmall] = await Promise.all([chunked, small]);
    expect(gate.load).toEqual({ inFlight: 25 * MB, running: 3, waiting: 0 });
    for (const release of [second, releaseChunked, releaseSmall]) release();
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it("takes no place for a body that declares more than its limit: readBody refuses it with 413 unread", async () => {
    const gate = createBodyGate(12 * MB, 0);
    const hold = await admitBody(upload({ "content-length": String(12 * MB) }), limit, gate);
    const tooLarge = upload({ "content-length": String(13 * MB), "content-type": "multipart/form-data; boundary=x" });
    const release = await admitBody(tooLarge, limit, gate);
    expect(gate.load).toEqual({ inFlight: 12 * MB, running: 1, waiting: 0 }); // a full gate, and no 429
    release();
    await expect(readBody(tooLarge, limit)).rejects.toMatchObject({ code: "PayloadTooLarge", details: { field: "productImage" } });
    hold();
  });

  it("answers 429 with Retry-After in the contract's body when the line is full or the wait too long", async () => {
    const gate = createBodyGate(12 * MB, 1);
    const hold = await admitBody(upload({ "content-length": String(12 * MB) }), limit, gate);
    const waited = admitBody(upload({ "content-length": String(MB) }), limit, gate, 30);
    const full = await admitBody(upload({ "content-length": String(MB) }), limit, gate).catch((e: unknown) => e);
    for (const refusal of [full, await waited.catch((e: unknown) => e)]) {
      expect(refusal).toBeInstanceOf(AppError);
      const { status, errors, headers } = httpErrorOf(refusal as AppError);
      expect({ status, headers }).toEqual({ status: 429, headers: { "Retry-After": "5" } });
      expect(Object.keys(errors)).toEqual(["business: RateLimit"]);
    }
    expect(gate.load).toEqual({ inFlight: 12 * MB, running: 1, waiting: 0 });
    hold();
  });

  it("lets a client that hangs up while waiting leave the line, with an answer that is not a 500", async () => {
    const gate = createBodyGate(12 * MB, 4);
    const hold = await admitBody(upload({ "content-length": String(12 * MB) }), limit, gate);
    const abort = new AbortController();
    const waiting = admitBody(upload({ "content-length": String(MB) }, abort.signal), limit, gate);
    abort.abort();
    await expect(waiting).rejects.toMatchObject({ code: "RequestTimeout" });
    expect(gate.load).toEqual({ inFlight: 12 * MB, running: 1, waiting: 0 });
    hold();
    expect(gate.load).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it("counts a chunked multipart body as it arrives: 413 past the limit, not the form parser's 400", async () => {
    const small = { ...limit, maxBytes: 1000 };
    const request = new Request("http://x/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: bodyOf(5000, "close"),
      duplex: "half",
    } as RequestInit);
    await expect(readBody(request, small)).rejects.toMatchObject({ code: "PayloadTooLarge", details: { field: "productImage" } });
  });

  it("answers a body that breaks off (a reset connection) with 400, and a stalled one with 408", async () => {
    const post = (end: "stall" | "fail") =>
      new Request("http://x/upload", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: bodyOf(100, end), duplex: "half" } as RequestInit);
    await expect(readBody(post("fail"), limit)).rejects.toMatchObject({ code: "Validation" });
    await expect(readBody(post("stall"), { ...limit, idleMs: 50 })).rejects.toMatchObject({ code: "RequestTimeout" });
  });
});
