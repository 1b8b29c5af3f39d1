import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { adCreative, checkUserProgress, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";
import { sharedDeliveryEnv, stopChild } from "../support/server";
import { uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Render jobs survive crashes and share out across processes: a server killed mid-generation
 * finishes every task after a restart, each stored once; two worker processes on one PostgreSQL
 * database render 120 tasks exactly once each.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const presets = JSON.stringify(["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })));

async function isolatedApp(name: string, env: Record<string, string> = {}) {
  const isolated: IsolatedServer = await startIsolatedServer(name, env);
  cleanups.push(() => isolated.dispose());
  const app = await operator<TestApplication>("apps create", { name, credits: 1000 }, isolated.server.dataDir);
  const hooks: WebhookReceiver = await startWebhookReceiver([200]);
  cleanups.push(() => hooks.close());
  const client = await authenticatedClient(app, isolated.server.url);
  await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
  return { isolated, app, hooks, client };
}

/**
 * The stored files of one task: one PNG and one thumbnail per canvas, whatever the number of
 * attempts. In DATA_DIR/blobs on PGlite; in the `blobs` table on PostgreSQL (its default blob store).
 */
async function storedFiles(isolated: IsolatedServer, record: ProgressRecord, taskId: string) {
  const folder = `creatives/${record.applicationId}/${record.imageProductGeneratorProcessId}/${taskId}`;
  if (!isolated.databaseUrl) return readdirSync(path.join(isolated.server.dataDir, "blobs", folder)).sort();
  const db = new pg.Client({ connectionString: isolated.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ key: string }>("select key from blobs where key like $1 order by key", [`${folder}/%`]);
  await db.end();
  return rows.map((row) => row.key.slice(folder.length + 1));
}

describe("render jobs survive a crash", () => {
  it("the server killed (SIGKILL) mid-generation → after a restart all 6 tasks complete, each stored once", { timeout: 180_000 }, async () => {
    const { isolated, app, hooks, client } = await isolatedApp("render-crash");
    const userId = randomUUID();
    const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, app.applicationId, userId);
    // Two extra sizes (Post, Story) make each task long enough to be caught mid-render, and the whole
    // run short enough to finish well inside the timeout on a loaded machine (all ten took ~150 s).
    const response = await client.send(adCreative, {
      body: { applicationId: app.applicationId, userId, productImageAssetId: backgroundRemovedImageAssetId, PromptObjectsString: presets, renderKind: 2 } as never,
    });
    const created = (await response.json()) as ProgressRecord;
    // Kill as soon as rendering has begun and before it has ended.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const record = await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: created.imageProductGeneratorProcessId } });
      if (record.tasks.some((t) => t.renderState >= 2)) break;
      if (Date.now() > deadline) throw new Error("rendering never started");
      await new Promise((r) => setTimeout(r, 20));
    }
    await isolated.server.kill();

    await isolated.restart();
    const restarted = await authenticatedClient(app, isolated.server.url);
    const done = await waitForProcess(restarted, userId, created.imageProductGeneratorProcessId, 150_000);
    expect(done.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(done.progress).toBe(100);
    for (const task of done.tasks) {
      expect(task.variants).toHaveLength(2);
      const files = await storedFiles(isolated, done, task.taskId);
      expect(files.filter((f) => !f.endsWith(".tmp"))).toHaveLength(4);
    }
    // Every task reported, and the process once.
    const deadlineHooks = Date.now() + 20_000;
    const messages = () => hooks.requests.map((r) => JSON.parse(r.body)).filter((m) => m.ImageRenderProcessId === created.imageProductGeneratorProcessId);
    while (messages().filter((m) => m.MessageType === "ImageGenerationProgress").length < 1 && Date.now() < deadlineHooks) await new Promise((r) => setTimeout(r, 100));
    expect(new Set(messages().filter((m) => m.MessageType === "ImageGenerationTaskCompleted").map((m) => m.TaskId))).toEqual(new Set(done.tasks.map((t) => t.taskId)));
    expect(messages().filter((m) => m.MessageType === "ImageGenerationProgress")).toHaveLength(1);
  });
});

describe.runIf(inject("testDb") === "postgres")("render jobs across worker processes", () => {
  it("a serving-only server and 2 worker processes: 20 processes → 120 tasks, each rendered exactly once", { timeout: 300_000 }, async () => {
    const { isolated, app, client } = await isolatedApp("render-workers", { WORKERS: "0" });
    const databaseUrl = isolated.databaseUrl;
    const workers = [0, 1].map(() => startWorker(databaseUrl, isolated.server.dataDir));
    cleanups.push(async () => {
      await Promise.all(workers.map((w) => stopChild(w.child)));
    });
    const userId = randomUUID();
    const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, app.applicationId, userId);
    const created = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await client.send(adCreative, {
          body: { applicationId: app.applicationId, userId, productImageAssetId: backgroundRemovedImageAssetId, PromptObjectsString: presets } as never,
        });
        expect(response.status).toBe(200);
        return (await response.json()) as ProgressRecord;
      }),
    );
    for (const record of created) {
      const done = await waitForProcess(client, userId, record.imageProductGeneratorProcessId, 240_000);
      expect(done.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ tasks: string; once: string }>("select count(*) as tasks, count(*) filter (where attempts = 1) as once from image_tasks");
    await db.end();
    expect(rows[0]).toEqual({ tasks: "120", once: "120" });
    // Both workers took part (each prints the tasks it rendered).
    for (const worker of workers) expect(worker.output()).toMatch(/rendered task/);
  });
});

function startWorker(databaseUrl: string, dataDir: string) {
  const child: ChildProcess = spawn(process.execPath, [path.join(process.cwd(), "bin/run-ts.mjs"), "worker.ts"], {
    env: { ...process.env, ...sharedDeliveryEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WORKERS: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}
