import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationMessage } from "@/lib/schemas/notifications";

/**
 * The Hub publishes after the commit, never before, and never for a transaction rolled back (here on
 * PGlite, the same SQL path as PostgreSQL's; the scale-out suite crosses processes on PostgreSQL).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hub-commit-"));
let m: { db: typeof import("@/lib/db"); hub: typeof import("./hub") };

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  m = { db: await import("@/lib/db"), hub: await import("./hub") };
  await m.hub.hubListening();
}, 60_000);

afterAll(async () => {
  await m?.db.closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const message = (applicationId: string, n: number): NotificationMessage => ({
  MessageType: "ImageGenerationTaskCompleted",
  ApplicationId: applicationId,
  UserId: `user-${n}`,
  ImageRenderProcessId: randomUUID(),
  TaskId: randomUUID(),
  ImageContentBytes: "aGVsbG8=",
  IsSuccessful: true,
  ErrorMessage: null,
});

const settle = () => new Promise((r) => setTimeout(r, 300));

describe("the Hub and transactions", () => {
  it("delivers a message when its transaction commits, in order, without image bytes; never one rolled back", async () => {
    const db = await m.db.getDatabase();
    const applicationId = randomUUID();
    const received: string[] = [];
    const unsubscribe = m.hub.subscribeToHub(applicationId, (hubMessage) => {
      expect(hubMessage.ImageContentBytes).toBeNull();
      received.push(String(hubMessage.UserId));
    });
    const seenInside: string[][] = [];
    await db.transaction(async (tx) => {
      await m.hub.publishToHub(tx as never, message(applicationId, 1));
      await settle();
      seenInside.push([...received]); // not yet: the transaction is open
    });
    await expect(
      db.transaction(async (tx) => {
        await m.hub.publishToHub(tx as never, message(applicationId, 2));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    for (const n of [3, 4, 5]) await m.hub.publishToHub(db, message(applicationId, n));
    await settle();
    expect(seenInside).toEqual([[]]);
    expect(received).toEqual(["user-1", "user-3", "user-4", "user-5"]);
    // Another application's stream hears none of it.
    const other: unknown[] = [];
    const unsubscribeOther = m.hub.subscribeToHub(randomUUID(), (x) => other.push(x));
    await m.hub.publishToHub(db, message(applicationId, 6));
    await settle();
    expect(other).toEqual([]);
    unsubscribe();
    unsubscribeOther();
  });
});
