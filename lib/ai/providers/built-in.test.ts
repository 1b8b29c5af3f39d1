import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { UnsupportedLanguageError } from "@/lib/ai/language";
import { WriterThread } from "./built-in";

/**
 * A stand-in writer thread speaking the same protocol as built-in.worker.ts: it answers after
 * `request.delay` ms (so replies can come back out of order), fails as asked, or dies.
 */
const STAND_IN = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, request }) => {
  if (request.die) process.exit(3);
  setTimeout(() => {
    if (request.language) parentPort.postMessage({ id, error: { name: "UnsupportedLanguageError", message: "no", language: request.language } });
    else if (request.fail) parentPort.postMessage({ id, error: { name: "RangeError", message: request.fail } });
    else parentPort.postMessage({ id, result: { echo: request.text } });
  }, request.delay ?? 0);
});`;

function standIn() {
  let started = 0;
  const thread = new WriterThread(() => {
    started++;
    return new Worker(STAND_IN, { eval: true });
  });
  return { thread, started: () => started };
}

describe("WriterThread", () => {
  it("matches each reply to its call, whatever order the replies come in", async () => {
    const { thread, started } = standIn();
    const slow = thread.call("writeAdTexts", { text: "slow", delay: 60 });
    const fast = thread.call("writeAdTexts", { text: "fast", delay: 0 });
    await expect(fast).resolves.toEqual({ echo: "fast" });
    await expect(slow).resolves.toEqual({ echo: "slow" });
    expect(started()).toBe(1);
  });

  it("rebuilds UnsupportedLanguageError (the route's 422) and keeps other errors' name and message", async () => {
    const { thread } = standIn();
    const unsupported = await thread.call("writeAdTexts", { language: "Klingon" }).catch((e: unknown) => e);
    expect(unsupported).toBeInstanceOf(UnsupportedLanguageError);
    expect((unsupported as UnsupportedLanguageError).language).toBe("Klingon");
    await expect(thread.call("adCopies", { fail: "type 99" })).rejects.toMatchObject({ name: "RangeError", message: "type 99" });
  });

  it("fails the calls a dying thread held, and starts a new thread for the next call", async () => {
    const { thread, started } = standIn();
    const held = thread.call("writeAdTexts", { text: "held", delay: 500 });
    const dying = thread.call("writeAdTexts", { die: true });
    await expect(dying).rejects.toThrow(/exited with code 3/);
    await expect(held).rejects.toThrow(/exited with code 3/);
    await expect(thread.call("writeAdTexts", { text: "again" })).resolves.toEqual({ echo: "again" });
    expect(started()).toBe(2);
  });
});
