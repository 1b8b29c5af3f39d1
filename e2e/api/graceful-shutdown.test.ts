import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { adCreative, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration, notificationHub } from "@/lib/schemas/notifications";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer } from "../support/isolated-server";
import { uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startServer } from "../support/server";
import { startWorker } from "../support/worker";
import { startWebhookReceiver } from "../support/webhook-receiver";

/**
 * SIGTERM stops a process without losing work: a worker hands back the job it could not finish in
 * its grace period (another worker renders it at once, not after the lease), and a web server
 * started the way `npm start` starts it (NEXT_MANUAL_SIG_HANDLE) ends its Hub streams and exits cleanly.
 */
const onPostgres = inject("testDb") === "postgres";
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const presets = JSON.stringify(["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })));

describe("graceful shutdown", () => {
  it.skipIf(onPostgres)("of workers is skipped on PGlite: `npm run worker` needs PostgreSQL (run with TEST_DB=postgres)", () => undefined);

  it.runIf(onPostgres)("a worker stopped mid-render hands its job back: another worker completes it at once", { timeout: 180_000 }, async () => {
    const isolated = await startIsolatedServer("graceful", { WORKERS: "0" });
    cleanups.push(() => isolated.dispose());
    const app = await operator<TestApplication>("apps create", { name: "graceful", credits: 1000 }, isolated.server.dataDir);
    const hooks = await startWebhookReceiver([200]);
    cleanups.push(() => hooks.close());
    const client = await authenticatedClient(app, isolated.server.url);
    await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const userId = randomUUID();
    const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, app.applicationId, userId);
    const env = { DATABASE_URL: isolated.databaseUrl, WORKERS: "1" };
    // No grace at all: whatever the first worker holds when told to stop goes back to the queue.
    const first = await startWorker({ dataDir: path.join(inject("runDir"), `graceful-w1-${randomUUID()}`), env: { ...env, SHUTDOWN_GRACE_MS: "0" } });
    cleanups.push(() => first.stop());
    const [, firstId, firstPid] = /worker id ([0-9a-f-]{36}), pid (\d+)/.exec(first.output())!;
    // The second worker is up before the render starts: started after the first was seen mid-render,
    // its start-up (seconds) let the first finish every task, leaving nothing to hand back (CI, 2026-11-27).
    const second = await startWorker({ dataDir: path.join(inject("runDir"), `graceful-w2-${randomUUID()}`), env });
    cleanups.push(() => second.stop());

    const response = await client.send(adCreative, {
      body: { applicationId: app.applicationId, userId, productImageAssetId: backgroundRemovedImageAssetId, PromptObjectsString: presets, renderKind: 2 } as never,
    });
    const record = (await response.json()) as ProgressRecord;
    const db = new pg.Client({ connectionString: isolated.databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());
    let held: string | undefined;
    const deadline = Date.now() + 60_000;
    while (!held && Date.now() < deadline) {
      const { rows } = await db.query<{ id: string }>(
        `select j.id::text from pgboss.job j join image_tasks t on t.id::text = j.id::text
         where j.name = 'render-task' and j.state = 'active' and j.output->>'worker' = $1 and t.render_state between 2 and 4`,
        [firstId],
      );
      held = rows[0]?.id;
      if (!held) await new Promise((r) => setTimeout(r, 10));
    }
    expect(held, "the first worker never held a task mid-render").toBeDefined();
    const stoppedAt = Date.now();
    process.kill(Number(firstPid), "SIGTERM");
    while (!first.exit() && Date.now() - stoppedAt < 20_000) await new Promise((r) => setTimeout(r, 50));
    expect(first.exit()).toEqual({ code: 0, signal: null });
    expect(first.output()).toMatch(/job\(s\) still running handed back on stopping/);

    const done = await waitForProcess(client, userId, record.imageProductGeneratorProcessId, 90_000);
    expect(done.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    // The job went back and was finished well before the 30 s lease of the first attempt would have
    // run out: by the second worker, or (if the first one's render ended between the hand-back and
    // its exit) found final by the second and only completed there. Never rendered a third time.
    const { rows } = await db.query<{ attempts: number; updated: Date }>("select attempts, updated_at as updated from image_tasks where id = $1", [held]);
    expect(rows[0]!.attempts).toBeLessThanOrEqual(2);
    expect(rows[0]!.updated.getTime() - stoppedAt).toBeLessThan(25_000);
    const job = await db.query<{ state: string }>("select state from pgboss.job where name = 'render-task' and id::text = $1", [held]);
    expect(job.rows[0]!.state).toBe("completed");
    expect(second.output()).toMatch(/worker running/);
  });

  it("a web server started the way `npm start` starts it ends its Hub streams on SIGTERM and exits cleanly", { timeout: 90_000 }, async () => {
    const server = await startServer({ dataDir: path.join(inject("runDir"), `graceful-web-${randomUUID()}`), env: { NEXT_MANUAL_SIG_HANDLE: "true", DATABASE_URL: inject("databaseUrl") || undefined } });
    cleanups.push(() => server.stop());
    const app = await operator<TestApplication>("apps create", { name: "graceful web" }, server.dataDir);
    const client = await authenticatedClient(app, server.url);
    const hub = await client.send(notificationHub, { query: { applicationId: app.applicationId } });
    expect(hub.status).toBe(200);
    const reader = hub.body!.getReader();
    await reader.read(); // the greeting
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    process.kill(server.pid, "SIGTERM");
    expect(await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 15_000))])).toBe(true);
    const deadline = Date.now() + 20_000;
    while (!server.output().includes("[adcraft] stopped") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain("SIGTERM: draining");
    expect(server.output()).toContain("[adcraft] stopped");
  });
});
