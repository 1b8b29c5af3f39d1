import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { AdcraftClient } from "@/lib/client";
import { generateJwtToken } from "@/lib/schemas/auth";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { adCreative, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { recommendations } from "@/lib/schemas/photoshoot";
import { createRunDatabase } from "@/e2e/support/services";
import { startServer, type TestServer } from "@/e2e/support/server";
import { startWorker, type TestWorker } from "@/e2e/support/worker";
import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { runLoad, type LoadResult } from "./load";
import { markdownTable, type BenchResult } from "./report";

const PHOTOSHOOTS = 8; // 48 render tasks per measurement
const ADS_CLIENTS = 16;
const ADS_ROUNDS = 3;
const ADS_SECONDS = 4;
const PRESETS = JSON.stringify(["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })));

/**
 * Scale-out on one PostgreSQL database: photoshoot render tasks per second with 1 and then 2
 * `npm run worker` processes (a serving-only web server takes the photoshoots), and POST
 * Text/Generation/Ads throughput against 1 and against 2 web servers. Every process shares this
 * machine's cores (and the load generator with them), so the ratios say how much of the machine one
 * process leaves unused, not what more machines would give; the load average is recorded with them.
 */
export async function benchScaleOut(): Promise<BenchResult> {
  const database = await createRunDatabase(`bench${Date.now().toString(36)}${randomBytes(2).toString("hex")}`);
  const root = mkdtempSync(path.join(os.tmpdir(), "adcraft-scale-bench-"));
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: "scale-out bench jwt secret ".padEnd(48, "x"),
    SESSION_SECRET: "scale-out bench session secret ".padEnd(48, "x"),
    RATE_LIMIT_RPS: "0",
  };
  const stops: Array<() => Promise<void>> = [];
  const hooks = await startWebhookReceiver([200]);
  try {
    const a = await startServer({ dataDir: path.join(root, "a"), env: { ...env, WORKERS: "0" } });
    stops.push(() => a.stop());
    const b = await startServer({ dataDir: path.join(root, "b"), env: { ...env, WORKERS: "0" } });
    stops.push(() => b.stop());
    const { applicationId, clientFor } = await benchApplication(a);
    const [clientA, clientB] = await Promise.all([clientFor(a), clientFor(b)]);
    await clientA.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const userId = randomUUID();
    const photo = new File([new Uint8Array(readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg"))], "film-camera.jpg", { type: "image/jpeg" });
    const { backgroundRemovedImageAssetId: assetId } = await clientA.call(recommendations, { body: { applicationId, userId, productImage: photo } });

    // Photoshoot tasks per second, 1 worker then 2.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    stops.push(() => db.end());
    const workers: TestWorker[] = [];
    const renders: Array<{ workers: number; tasks: number; seconds: number; load: string }> = [];
    for (const count of [1, 2]) {
      while (workers.length < count) {
        const worker = await startWorker({ dataDir: path.join(root, `worker${workers.length}`), env: { ...env, WORKERS: "1" } });
        workers.push(worker);
        stops.push(() => worker.stop());
      }
      if (count === 1) await shoot(clientA, db, applicationId, userId, assetId, 1); // warm-up: the worker's first render loads the renderer
      const loadBefore = os.loadavg()[0]!;
      const seconds = await shoot(clientA, db, applicationId, userId, assetId, PHOTOSHOOTS);
      renders.push({ workers: count, tasks: PHOTOSHOOTS * 6, seconds, load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}` });
    }
    for (const worker of workers.splice(0)) await worker.stop();

    // POST Ads: 16 clients on server A alone, then the same 16 spread over A and B, in alternating rounds.
    const postAds = adsSender(applicationId, userId);
    const one = (i: number) => postAds(clientA, i);
    const two = (i: number) => postAds(i % 2 ? clientB : clientA, i);
    await runLoad(two, { concurrency: ADS_CLIENTS, seconds: 2, serverPid: a.pid }); // warm-up of both servers
    const ads: Record<"one" | "two", LoadResult[]> = { one: [], two: [] };
    const adsLoadBefore = os.loadavg()[0]!;
    for (let round = 0; round < ADS_ROUNDS; round++) {
      ads.one.push(await runLoad(one, { concurrency: ADS_CLIENTS, seconds: ADS_SECONDS, serverPid: a.pid }));
      ads.two.push(await runLoad(two, { concurrency: ADS_CLIENTS, seconds: ADS_SECONDS, serverPid: a.pid }));
    }
    const adsLoad = `${adsLoadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`;
    return report(renders, ads, adsLoad);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await hooks.close();
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

async function benchApplication(server: TestServer) {
  const { url, token } = JSON.parse(readFileSync(path.join(server.dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command: "apps create", args: { name: "scale bench", credits: 10_000_000 } }),
  });
  const app = (await response.json()) as { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string };
  const clientFor = async (target: TestServer) => {
    const keyed = new AdcraftClient({ baseUrl: target.url, apiKey: app.apiKey, apiSecret: app.apiSecret });
    const pair = await keyed.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
    return keyed.withAccessToken(pair.accessToken);
  };
  return { applicationId: app.applicationId, clientFor };
}

/** Submits `count` photoshoots at once; seconds from the first submit until all their tasks are final. */
async function shoot(client: AdcraftClient, db: pg.Client, applicationId: string, userId: string, assetId: string, count: number) {
  const started = performance.now();
  const records = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await client.send(adCreative, { body: { applicationId, userId, productImageAssetId: assetId, PromptObjectsString: PRESETS } as never });
      if (!response.ok) throw new Error(`AdCreative answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as ProgressRecord;
    }),
  );
  const ids = records.map((r) => r.imageProductGeneratorProcessId);
  for (;;) {
    const { rows } = await db.query<{ open: number }>("select count(*)::int as open from image_tasks where process_id::text = any($1) and render_state < 5", [ids]);
    if (rows[0]!.open === 0) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function adsSender(applicationId: string, userId: string) {
  const form = () => {
    const body = new FormData();
    const fields = { applicationId, userId, productName: "Aurora Smart Mug", productDescription: "A self-heating mug that keeps coffee warm for 80 minutes.", targetAudience: "busy remote workers", type: "3", tone: "Friendly", outputLanguage: "en", cta: "Order now", emojiSelection: "2" };
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return body;
  };
  return (client: AdcraftClient, i: number) => {
    const { apiKey, apiSecret, accessToken, baseUrl } = client.options;
    const body = form();
    body.set("type", String(i % 36));
    return fetch(`${baseUrl}${createAdTexts.path}`, { method: "POST", headers: { "x-api-key": apiKey!, "x-api-secret": apiSecret!, authorization: `Bearer ${accessToken}` }, body });
  };
}

function report(renders: Array<{ workers: number; tasks: number; seconds: number; load: string }>, ads: Record<"one" | "two", LoadResult[]>, adsLoad: string): BenchResult {
  const rate = (r: (typeof renders)[number]) => r.tasks / r.seconds;
  const renderRatio = rate(renders[1]!) / rate(renders[0]!);
  const throughput = (results: LoadResult[]) => results.reduce((n, r) => n + r.requests, 0) / results.reduce((s, r) => s + r.seconds, 0);
  const errors = (results: LoadResult[]) => results.reduce((n, r) => n + r.errors, 0);
  const adsRatio = throughput(ads.two) / throughput(ads.one);
  const renderTable = markdownTable(
    ["worker processes", "tasks", "seconds", "tasks/s", "load average (1 min) before → after"],
    renders.map((r) => [r.workers, r.tasks, r.seconds.toFixed(1), rate(r).toFixed(2), r.load]),
  );
  const adsTable = markdownTable(
    ["web servers", "requests", "errors", "req/s"],
    [
      [1, ads.one.reduce((n, r) => n + r.requests, 0), errors(ads.one), throughput(ads.one).toFixed(1)],
      [2, ads.two.reduce((n, r) => n + r.requests, 0), errors(ads.two), throughput(ads.two).toFixed(1)],
    ],
  );
  console.log(`\n${renderTable}\nrender tasks/s, 2 workers ÷ 1: ${renderRatio.toFixed(2)}×\n\n${adsTable}\nPOST Ads, 2 servers ÷ 1: ${adsRatio.toFixed(2)}× (load ${adsLoad})`);
  return {
    name: "scale-out",
    title: "Scale-out: render tasks per worker process, POST Ads per web server (PostgreSQL)",
    markdown: `One PostgreSQL database (the machine's), web servers with DATA_DIRs of their own and WORKERS=0, blobs in PostgreSQL, rate limit off. **Renders:** ${PHOTOSHOOTS} photoshoots (${PHOTOSHOOTS * 6} tasks, built-in renderer, 1674×628) submitted at once through one server, timed until every task is final, with 1 and then 2 \`npm run worker\` processes (each works 2 render jobs at a time), after one warm-up photoshoot. **POST Ads:** ${ADS_CLIENTS} concurrent clients on one server, then the same clients spread over two, ${ADS_ROUNDS} alternating rounds of ${ADS_SECONDS} s.\n\nEvery process, the load generator included, shares ${os.cpus().length} cores with other work on this machine: the ratios show how much one process leaves of the machine unused, not what a second machine would add.\n\n${renderTable}\n\n**Render tasks per second, 2 workers ÷ 1: ${renderRatio.toFixed(2)}×.**\n\n${adsTable}\n\n**POST Ads throughput, 2 servers ÷ 1: ${adsRatio.toFixed(2)}×** (load average ${adsLoad}).`,
  };
}
