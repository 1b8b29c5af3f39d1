import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRunDatabase } from "@/e2e/support/services";
import type { NotificationMessage } from "@/lib/schemas/notifications";

/**
 * A NOTIFY sent while the Hub's LISTEN connection is gone is lost by PostgreSQL; the Hub reads the
 * rows written in the gap when it is back, so an open stream still gets every message, once.
 * On a database of its own (the machine's PostgreSQL), whose only Hub connection is this process's.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hub-reconnect-"));
let database: Awaited<ReturnType<typeof createRunDatabase>>;
let m: { db: typeof import("@/lib/db"); hub: typeof import("./hub") };
let admin: pg.Client;

beforeAll(async () => {
  database = await createRunDatabase(`hub${randomBytes(3).toString("hex")}`);
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = database.url;
  m = { db: await import("@/lib/db"), hub: await import("./hub") };
  await m.hub.hubListening();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await m?.db.closeDatabase();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const message = (applicationId: string, n: number): NotificationMessage => ({
  MessageType: "ImageGenerationTaskCompleted",
  ApplicationId: applicationId,
  UserId: `user-${n}`,
  ImageRenderProcessId: randomUUID(),
  TaskId: randomUUID(),
  ImageContentBytes: null,
  IsSuccessful: true,
  ErrorMessage: null,
});

const hubConnections = async () =>
  (await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where application_name = 'adcraft-hub' and datname = current_database()")).rows[0]!.n;

describe("the Hub across a lost LISTEN connection", () => {
  it("emits, once, the messages written while the connection was gone", async () => {
    const db = await m.db.getDatabase();
    const applicationId = randomUUID();
    const received: string[] = [];
    const unsubscribe = m.hub.subscribeToHub(applicationId, (hubMessage) => received.push(String(hubMessage.UserId)));
    try {
      await m.hub.publishToHub(db, message(applicationId, 1));
      await expect.poll(() => received, { timeout: 10_000 }).toEqual(["user-1"]);

      // The database drops the LISTEN connection; two messages are written before it is back.
      expect(await hubConnections()).toBe(1);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'adcraft-hub' and datname = current_database()");
      await expect.poll(hubConnections, { timeout: 5_000, interval: 10 }).toBe(0);
      await m.hub.publishToHub(db, message(applicationId, 2));
      await m.hub.publishToHub(db, message(applicationId, 3));
      expect(await hubConnections()).toBe(0); // both NOTIFYs went nowhere

      await expect.poll(() => received, { timeout: 15_000 }).toEqual(["user-1", "user-2", "user-3"]);
      // Live again, and nothing twice.
      await m.hub.publishToHub(db, message(applicationId, 4));
      await expect.poll(() => received, { timeout: 10_000 }).toEqual(["user-1", "user-2", "user-3", "user-4"]);
    } finally {
      unsubscribe();
    }
  });
});
