import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { adCreative, download, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration, notificationHub } from "@/lib/schemas/notifications";
import { getAssetCutout, getAssetMask } from "@/lib/schemas/photoshoot";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startDeployment, type Deployment } from "../support/deployment";
import { uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver } from "../support/webhook-receiver";

/**
 * Many servers, many workers, one truth (issue 29): two web servers with DATA_DIRs of their own (A
 * with WORKERS=0) and two worker processes on one PostgreSQL database. Photoshoots submitted
 * through alternating servers are rendered exactly once each; every asset, download and task URL
 * is served by either server; a Hub client on A sees every event of work submitted through B; a
 * worker killed mid-task leaves its task to another. Once with blobs in PostgreSQL (20 photoshoots,
 * 120 tasks), once in an S3-compatible server (s3rver; 4 photoshoots, 24 tasks, to keep the run short).
 */
const onPostgres = inject("testDb") === "postgres";
const deployments: Deployment[] = [];
afterAll(async () => {
  for (const deployment of deployments) await deployment.stop();
});

const presets = JSON.stringify(["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })));
const sha = (bytes: ArrayBuffer | Buffer) => createHash("sha256").update(Buffer.from(bytes as ArrayBuffer)).digest("hex");

/** The Hub's Server-Sent Events as parsed messages, collected while the stream is open. */
async function openHub(client: AdcraftClient, applicationId: string) {
  const response = await client.send(notificationHub, { query: { applicationId } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const messages: Array<{ MessageType: string; ImageRenderProcessId: string; TaskId: string | null; ImageContentBytes: null }> = [];
  let buffer = "";
  let connected!: () => void;
  const greeted = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes(": connected")) connected();
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (data) messages.push(JSON.parse(data.slice(6)));
      }
    }
  })();
  await greeted;
  return { messages, close: () => reader.cancel() };
}

async function fetchBoth(a: string, b: string, pathAndQuery: string, headers: Record<string, string>) {
  const [fromA, fromB] = await Promise.all([a, b].map((base) => fetch(`${base}${pathAndQuery}`, { headers })));
  expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
  const [bytesA, bytesB] = await Promise.all([fromA!.arrayBuffer(), fromB!.arrayBuffer()]);
  expect(bytesA.byteLength).toBeGreaterThan(0);
  expect(sha(bytesA)).toBe(sha(bytesB));
  return { bytes: Buffer.from(bytesA), redirected: fromA!.redirected && fromB!.redirected };
}

const variants = [
  { store: "postgres" as const, photoshoots: 20 },
  { store: "s3" as const, photoshoots: 4 },
];

describe("scale-out: two web servers and two workers on one PostgreSQL", () => {
  it.skipIf(onPostgres)("is skipped on PGlite: the embedded database serves a single process (run with TEST_DB=postgres)", () => undefined);

  // Timeouts sized for a shared, loaded 2-core machine (load average above 15 while measured).
  it.runIf(onPostgres).each(variants)("blobs in $store: $photoshoots photoshoots through alternating servers, each task rendered once, served by either server, seen live on A; a killed worker's task finishes elsewhere", { timeout: 360_000 }, async ({ store, photoshoots }) => {
    const started = Date.now();
    const phase = (name: string) => console.log(`[scale-out ${store}] ${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const deployment = await startDeployment(`scale${store}`, store);
    deployments.push(deployment);
    const { a, b, workers, databaseUrl } = deployment;
    const app = await operator<TestApplication>("apps create", { name: `scale-out ${store}`, credits: 100_000 }, a.dataDir);
    const hooks = await startWebhookReceiver([200]);
    const [clientA, clientB] = await Promise.all([authenticatedClient(app, a.url), authenticatedClient(app, b.url)]);
    const applicationId = app.applicationId;
    await clientA.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const hub = await openHub(clientA, applicationId);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // One photo uploaded through B: its cutout and mask served by both servers.
      const userId = randomUUID();
      const { backgroundRemovedImageAssetId: assetId } = await uploadProductPhoto(clientB, applicationId, userId);
      for (const operation of [getAssetCutout, getAssetMask]) {
        const [fromA, fromB] = await Promise.all([clientA, clientB].map((c) => c.send(operation, { query: { applicationId }, params: { assetId } })));
        expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
        expect(sha(await fromA!.arrayBuffer())).toBe(sha(await fromB!.arrayBuffer()));
      }

      const submitted = await Promise.all(
        Array.from({ length: photoshoots }, async (_, i) => {
          const through = i % 2 ? clientB : clientA;
          const response = await through.send(adCreative, { body: { applicationId, userId, productImageAssetId: assetId, PromptObjectsString: presets } as never });
          expect(response.status).toBe(200);
          return { record: (await response.json()) as ProgressRecord, throughB: i % 2 === 1 };
        }),
      );
      // Each followed through the other server than the one it was submitted through.
      phase(`${photoshoots} photoshoots submitted`);
      const done = await Promise.all(submitted.map(({ record, throughB }) => waitForProcess(throughB ? clientA : clientB, userId, record.imageProductGeneratorProcessId, 240_000)));
      phase(`${photoshoots * 6} tasks rendered`);
      for (const record of done) expect(record.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);

      const { rows } = await db.query<{ tasks: number; once: number }>("select count(*)::int as tasks, count(*) filter (where attempts = 1)::int as once from image_tasks");
      expect(rows[0]).toEqual({ tasks: photoshoots * 6, once: photoshoots * 6 });
      const renderedBy = [...workers.map((w) => w.output()), b.output()].map((log) => (log.match(/\[photoshoot\] rendered task/g) ?? []).length);
      expect(renderedBy.reduce((x, y) => x + y, 0)).toBe(photoshoots * 6);
      if (photoshoots >= 20) expect(renderedBy.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2); // the work was shared out

      // Every download and task URL from either server, byte for byte the same.
      const { apiKey, apiSecret, accessToken } = clientA.options;
      const auth = { "x-api-key": apiKey!, "x-api-secret": apiSecret!, authorization: `Bearer ${accessToken}` };
      let redirects = 0;
      for (const record of done) {
        // A process's six tasks at once, the processes one after another.
        await Promise.all(record.tasks.map(async (task, i) => {
          for (const [format, lowResolution] of [[0, false], [1, true]] as const) {
            const query = new URLSearchParams({ applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: task.taskId, format: String(format), lowResolution: String(lowResolution) });
            const file = await fetchBoth(a.url, b.url, `${download.path}?${query}`, auth);
            expect(file.bytes.subarray(0, format === 0 ? 4 : 3).toString("hex")).toBe(format === 0 ? "89504e47" : "ffd8ff");
            if (file.redirected) redirects++;
          }
          const taskUrl = new URL(record.taskUrls[i]!);
          const image = await fetchBoth(a.url, b.url, taskUrl.pathname + taskUrl.search, {});
          expect(image.bytes.subarray(0, 4).toString("hex")).toBe("89504e47");
        }));
      }
      phase("every download and task URL fetched from both servers");
      // Blobs never in a DATA_DIR; with S3 the stored downloads were handed to the object store.
      for (const dir of [a.dataDir, b.dataDir]) expect(existsSync(path.join(dir, "blobs"))).toBe(false);
      if (store === "s3") expect(redirects).toBe(photoshoots * 6 * 2);
      else expect((await db.query<{ n: number }>("select count(*)::int as n from blobs where key like 'creatives/%'")).rows[0]!.n).toBe(photoshoots * 6 * 2);

      // The Hub client on A saw every event of the work submitted through B (and of A's).
      const expectedEvents = photoshoots * 7;
      const deadline = Date.now() + 20_000;
      while (hub.messages.length < expectedEvents && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      for (const { record, throughB } of submitted) {
        const events = hub.messages.filter((m) => m.ImageRenderProcessId === record.imageProductGeneratorProcessId);
        expect(new Set(events.filter((m) => m.MessageType === "ImageGenerationTaskCompleted").map((m) => m.TaskId)), `process submitted through ${throughB ? "B" : "A"}`).toEqual(new Set(record.tasks.map((t) => t.taskId)));
        expect(events.filter((m) => m.MessageType === "ImageGenerationProgress")).toHaveLength(1);
      }
      expect(hub.messages).toHaveLength(expectedEvents);
      expect(hub.messages.every((m) => m.ImageContentBytes === null)).toBe(true);

      phase("every Hub event seen on A");

      // A worker killed (SIGKILL) while it renders a task: the task completes on another process.
      const victim = workers[0]!;
      const response = await clientB.send(adCreative, { body: { applicationId, userId, productImageAssetId: assetId, PromptObjectsString: presets, renderKind: 2 } as never });
      const record = (await response.json()) as ProgressRecord;
      const taskIds = record.tasks.map((t) => t.taskId);
      let killedTask: string | undefined;
      const killDeadline = Date.now() + 60_000;
      while (!killedTask && Date.now() < killDeadline) {
        const held = await db.query<{ id: string }>(
          `select j.id::text from pgboss.job j join image_tasks t on t.id::text = j.id::text
           where j.name = 'render-task' and j.state = 'active' and j.output->>'worker' = $1 and t.render_state between 2 and 4 and j.id::text = any($2)`,
          [victim.id, taskIds],
        );
        killedTask = held.rows[0]?.id;
        if (!killedTask) await new Promise((r) => setTimeout(r, 10));
      }
      expect(killedTask, "the victim worker never held a task mid-render").toBeDefined();
      await victim.kill();
      const finished = await waitForProcess(clientA, userId, record.imageProductGeneratorProcessId, 90_000);
      expect(finished.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
      const attempts = await db.query<{ id: string; attempts: number }>("select id::text, attempts from image_tasks where id::text = any($1)", [taskIds]);
      expect(attempts.rows.find((r) => r.id === killedTask)!.attempts).toBe(2);
      const survivors = [workers[1]!.output(), b.output()].join("\n");
      expect(survivors).toContain(`rendered task ${killedTask}`);
      const taskEvents = async () => hub.messages.filter((m) => m.TaskId === killedTask && m.MessageType === "ImageGenerationTaskCompleted");
      const eventDeadline = Date.now() + 10_000;
      while ((await taskEvents()).length < 1 && Date.now() < eventDeadline) await new Promise((r) => setTimeout(r, 100));
      expect(await taskEvents()).toHaveLength(1);
      const killedFile = await fetchBoth(a.url, b.url, `${download.path}?${new URLSearchParams({ applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: killedTask!, format: "0", lowResolution: "false" })}`, auth);
      expect(killedFile.bytes.subarray(0, 4).toString("hex")).toBe("89504e47");
      phase("the killed worker's task completed elsewhere");
    } finally {
      await hub.close().catch(() => undefined);
      await db.end();
      await hooks.close();
    }
  });
});
