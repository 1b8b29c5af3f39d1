import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { publishReviewEvent } from "./hub";
import { hubEventStream } from "./hub-stream";

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string) {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("the Hub's stream and review events", () => {
  it("carries a review event to the application's open streams only, as event: ReviewEvent", async () => {
    const applicationId = randomUUID();
    const abort = new AbortController();
    const otherAbort = new AbortController();
    const reader = hubEventStream(applicationId, abort.signal).getReader();
    const other = hubEventStream(randomUUID(), otherAbort.signal).getReader();
    await readUntil(reader, "connected");
    await readUntil(other, "connected");

    const itemId = randomUUID();
    publishReviewEvent(applicationId, { type: "decision", itemId, at: new Date().toISOString() });
    const text = await readUntil(reader, "\n\n");
    expect(text).toMatch(/^id: [0-9a-f-]{36}\nevent: ReviewEvent\ndata: /);
    expect(JSON.parse(text.split("data: ")[1]!.trim())).toMatchObject({ type: "decision", itemId });

    // The other application's stream got nothing but its greeting.
    const pending = other.read();
    const nothing = await Promise.race([pending.then(() => "message"), new Promise((resolve) => setTimeout(() => resolve("silence"), 100))]);
    expect(nothing).toBe("silence");
    abort.abort();
    otherAbort.abort();
  });
});
