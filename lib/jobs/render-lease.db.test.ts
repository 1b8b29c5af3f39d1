import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createRunDatabase } from "@/e2e/support/services";
import { startAutomatic1111StandIn } from "@/lib/ai/providers/inpainting/testing/automatic1111-stand-in";
import { redCutout } from "@/lib/ai/providers/inpainting/testing/fixtures";

/**
 * A slow GPU never makes a second render: the render job's lease is 2 s here (30 s in production),
 * the Automatic1111 stand-in takes 7 s per generation and runs one at a time (the second task waits
 * 7 s more in its queue), and pg-boss's maintenance, which expires overdue active jobs, runs every
 * 10 s. Each task is rendered once, on its first attempt, with one img2img call. Its own database
 * (a PGlite directory, or a PostgreSQL database of its own), so no other server's workers take the jobs.
 */
const GENERATION_MS = 7000;
const AUTH = "lease:test-pass";
let a1111: Awaited<ReturnType<typeof startAutomatic1111StandIn>>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  a1111 = await startAutomatic1111StandIn({ apiAuth: AUTH, generationMs: GENERATION_MS });
  const id = `lease${randomBytes(3).toString("hex")}`;
  process.env.DATA_DIR = path.join(inject("runDir"), id);
  if (inject("testDb") === "postgres") {
    const database = await createRunDatabase(`${Date.now().toString(36)}${id}`);
    process.env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  process.env.WORKER_QUEUES = "render-task";
  Object.assign(process.env, { INPAINTING_MODEL_URL: a1111.url, INPAINTING_MODEL_PROTOCOL: "automatic1111", INPAINTING_MODEL_KEY: AUTH, INPAINTING_IMAGE_SIZE: "512", INPAINTING_TIMEOUT_MS: "60000" });
});

afterAll(async () => {
  await (await import("@/lib/jobs/queue")).stopJobQueue();
  await (await import("@/lib/db")).closeDatabase();
  await a1111.close();
  await dropDatabase?.();
});

describe("the render job's lease", () => {
  it("is renewed while a generation runs longer than it: each task rendered exactly once", { timeout: 90_000 }, async () => {
    const { renderTaskJob } = await import("@/lib/jobs/render-task");
    renderTaskJob.send.expireInSeconds = 2;
    const { getDatabase, getDatabaseHandle } = await import("@/lib/db");
    const db = await getDatabase();
    const { createApplication } = await import("@/lib/services/applications");
    const { insertProductAsset } = await import("@/lib/db/queries/photoshoot");
    const queries = await import("@/lib/db/queries/image-generation");
    const { getBlobStore } = await import("@/lib/storage");
    const { withJobs } = await import("@/lib/jobs/queue");
    // This process works the render jobs (WORKER_QUEUES), as a server does from its start.
    await (await import("@/lib/services/job-handlers")).workAllJobs();

    const app = await createApplication(db, { name: "lease", credits: 10 });
    const cutoutKey = `lease/${randomUUID()}.png`;
    await getBlobStore().put(cutoutKey, await redCutout());
    const asset = await insertProductAsset(db, {
      applicationId: app.applicationId,
      userId: randomUUID(),
      cutoutKey,
      maskKey: cutoutKey,
      width: 140,
      height: 220,
      analysis: { dominantColors: [], shapeClass: "tall", box: { left: 20, top: 10, width: 100, height: 200 } },
    });
    const processId = randomUUID();
    const now = new Date();
    const tasks = [0, 1].map((position) => ({
      id: randomUUID(),
      processId,
      position,
      promptObject: { tag: "preset" as const, preset: "white_background" },
      width: 1674,
      height: 628,
      renderState: 1,
      progress: 0,
      variants: null,
      errorMessage: null,
      attempts: 0,
      notifiedAt: null,
      updatedAt: now,
    }));
    await withJobs(db, async (tx, send) => {
      await queries.insertProcessWithTasks(tx, { id: processId, applicationId: app.applicationId, userId: asset.userId, assetId: asset.id, productName: "Acme Cola", productDescription: null, renderKind: 0, disableSafeMargin: false, useSameStyleReferenceImage: true, progressNotifiedAt: null, createdAt: now, updatedAt: now }, tasks);
      for (const task of tasks) await send(renderTaskJob, { taskId: task.id }, { id: task.id });
    });

    const { executeSql } = await getDatabaseHandle();
    let longestLease = 0;
    const deadline = Date.now() + 70_000;
    for (;;) {
      const { rows } = await executeSql(`SELECT EXTRACT(epoch FROM expire_in)::float AS lease FROM pgboss.job WHERE name = 'render-task' AND state = 'active'`);
      for (const row of rows as Array<{ lease: number }>) longestLease = Math.max(longestLease, Number(row.lease));
      const found = await Promise.all(tasks.map((t) => queries.findTaskForRender(db, t.id)));
      if (found.every((f) => f && f.task.renderState >= 5)) break;
      if (Date.now() > deadline) throw new Error(`tasks did not finish: ${JSON.stringify(found.map((f) => f?.task.renderState))}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const done = await Promise.all(tasks.map((t) => queries.findTaskForRender(db, t.id)));
    expect(done.map((f) => f!.task.renderState)).toEqual([5, 5]);
    // One attempt and one generation each, though each ran far longer than its 2 s lease.
    expect(done.map((f) => f!.task.attempts)).toEqual([1, 1]);
    expect(a1111.calls).toHaveLength(2);
    expect(a1111.calls.every((c) => c.endedAt! - c.startedAt >= GENERATION_MS - 50)).toBe(true);
    expect(longestLease).toBeGreaterThan(GENERATION_MS / 1000);
    const { rows } = await executeSql(`SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE name = 'render-task' AND id = ANY($1::uuid[])`, [tasks.map((t) => t.id)]);
    expect(rows).toEqual([
      { state: "completed", retryCount: 0 },
      { state: "completed", retryCount: 0 },
    ]);
  });
});
