import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { UploadThread } from "./upload-thread";

/**
 * A stand-in upload thread speaking upload.worker.ts's protocol: it refuses as the segmenter does,
 * dies when asked, or answers with PNG-like bytes (which arrive as plain Uint8Arrays).
 */
const STAND_IN = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, bytes }) => {
  const text = Buffer.from(bytes).toString();
  if (text === "die") process.exit(3);
  if (text === "refuse") parentPort.postMessage({ id, error: { name: "AppError", message: "No product stands out.", code: "UnknownForeground", details: {} } });
  else if (text === "crash") parentPort.postMessage({ id, error: { name: "RangeError", message: "out of range" } });
  else parentPort.postMessage({ id, result: { width: 4, height: 3, analysis: { dominantColors: [], shapeClass: "square", box: { left: 0, top: 0, width: 4, height: 3 } }, cutoutPng: Buffer.from("cut " + text), maskPng: Buffer.from("mask") } });
});`;

const standIn = () => new UploadThread(() => new Worker(STAND_IN, { eval: true }));
const builtin = { kind: "builtin" } as const;

describe("UploadThread", () => {
  it("returns the thread's work with its PNGs as Buffers", async () => {
    const work = await standIn().process(Buffer.from("photo"), builtin);
    expect(Buffer.isBuffer(work.cutoutPng) && Buffer.isBuffer(work.maskPng)).toBe(true);
    expect(work.cutoutPng.toString()).toBe("cut photo");
    expect([work.width, work.height]).toEqual([4, 3]);
  });

  it("rebuilds a refusal as the AppError the route answers with, and keeps other errors' name and message", async () => {
    const thread = standIn();
    const refusal = await thread.process(Buffer.from("refuse"), builtin).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("UnknownForeground");
    const crash = await thread.process(Buffer.from("crash"), builtin).catch((e: unknown) => e);
    expect(crash).toMatchObject({ name: "RangeError", message: "out of range" });
  });

  it("fails the calls a dying thread held, and starts a new thread for the next", async () => {
    const thread = standIn();
    await expect(thread.process(Buffer.from("die"), builtin)).rejects.toThrow(/exited with code 3/);
    await expect(thread.process(Buffer.from("again"), builtin)).resolves.toMatchObject({ width: 4 });
  });

  it("hands a photo that owns its memory over to the thread instead of copying it, and copies a pooled one", async () => {
    const thread = standIn();
    const owned = Buffer.from(new TextEncoder().encode("photo").buffer);
    await expect(thread.process(owned, builtin, { handOver: true })).resolves.toMatchObject({ width: 4 });
    expect(owned.byteLength).toBe(0); // moved: nothing of it is left on this side
    const pooled = Buffer.from("photo"); // a slice of Node's shared pool: never moved
    const work = await thread.process(pooled, builtin, { handOver: true });
    expect(work.cutoutPng.toString()).toBe("cut photo");
    expect(pooled.toString()).toBe("photo");
  });
});
