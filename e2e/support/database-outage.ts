import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdcraftClient } from "@/lib/client";
import { generateJwtToken } from "@/lib/schemas/auth";
import { createWebHookConfiguration, listDeliveries, sendTestNotification } from "@/lib/schemas/notifications";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";
import { startServer, type TestServer } from "./server";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";
import { startWorker, type TestWorker } from "./worker";

/**
 * A PostgreSQL restart under a running server and a `npm run worker` (issue #27, item 3), on a
 * cluster of the test's own. The server serves only (WORKERS=0), so every delivery after the
 * restart was made by the worker that lived through it. Used by the integration suite (one round)
 * and by `npm run reliability` (several rounds, both stop modes).
 */
export interface OutageRig {
  postgres: PrivatePostgres;
  server: TestServer;
  worker: TestWorker;
  client: AdcraftClient;
  applicationId: string;
  dispose(): Promise<void>;
}

export async function startOutageRig(): Promise<OutageRig> {
  const postgres = await startPrivatePostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adcraft-outage-"));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(dataDir, { recursive: true, force: true }), () => postgres.dispose()];
  const dispose = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const databaseUrl = await postgres.createDatabase("adcraft");
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_RPS: "0" };
    const server = await startServer({ dataDir, env: { ...env, WORKERS: "0" }, readyTimeoutMs: 180_000 });
    cleanups.push(() => server.stop());
    const worker = await startWorker({ dataDir, env, readyTimeoutMs: 120_000 });
    cleanups.push(() => worker.stop());
    const { applicationId, client } = await createApplication(server);
    return { postgres, server, worker, client, applicationId, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function createApplication(server: TestServer) {
  const { url, token } = JSON.parse(readFileSync(path.join(server.dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command: "apps create", args: { name: "outage", credits: 1000 } }),
  });
  if (!response.ok) throw new Error(`apps create: ${response.status} ${await response.text()}`);
  const app = (await response.json()) as { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string };
  const keyed = new AdcraftClient({ baseUrl: server.url, apiKey: app.apiKey, apiSecret: app.apiSecret });
  const pair = await keyed.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
  return { applicationId: app.applicationId, client: keyed.withAccessToken(pair.accessToken) };
}

/** One answer received while the database was down. */
export interface OutageAnswer {
  route: string;
  status: number;
  retryAfter: string | null;
  /** the body is the route's error body: the contract's for /api/v1 and /api/ready, the studio's for the BFF */
  errorBody: boolean;
}

export interface OutageRound {
  mode: "fast" | "immediate";
  outageMs: number;
  answers: OutageAnswer[];
  /** database back → the first request of the attempt that was in flight when it stopped */
  inFlightMs: number;
  /**
   * database back → the first request of a retry due about a second after the failed attempt,
   * so as the database stops: its attempt met the outage, or it waited for the database
   */
  dueRetryMs: number;
  /** database back → both deliveries recorded as delivered (read through the API) */
  recordedMs: number;
  /** database back → the first 200 from the API */
  apiBackMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One restart: a delivery whose webhook request is in flight (the receiver holds it until the
 * database has stopped, then answers 200: the worker cannot record it), and a delivery whose
 * retry falls due as the database stops; while the database is down the API, the studio and
 * readiness are asked over and over; then it starts again and the clock runs until both
 * deliveries have reached their receivers and are recorded.
 */
export async function restartDatabase(rig: OutageRig, mode: "fast" | "immediate", outageMs: number): Promise<OutageRound> {
  const { client, applicationId } = rig;
  const inFlightHooks = await startWebhookReceiver([200]);
  const retryHooks = await startWebhookReceiver([500, 200]);
  try {
    const channel = async (hooks: WebhookReceiver) => {
      const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, retryCount: 3, exponentialBackoffFactor: 2 } });
      return { applicationId, configurationId: created.id };
    };
    const [inFlightChannel, retryChannel] = [await channel(inFlightHooks), await channel(retryHooks)];

    // Attempt 1 of the retry delivery fails (500); retry 1 is due about a second later, as the database stops.
    await client.call(sendTestNotification, { query: retryChannel });
    while (!(await client.call(listDeliveries, { query: retryChannel })).length) await sleep(20);

    // The in-flight delivery: its request is held open until the database is down.
    let release: (status: number) => void = () => undefined;
    inFlightHooks.respond = () => (inFlightHooks.requests.length === 1 ? new Promise<number>((resolve) => (release = resolve)) : 200);
    await client.call(sendTestNotification, { query: inFlightChannel });
    await inFlightHooks.waitForRequests(1);

    await rig.postgres.stop(mode);
    const down = Date.now();
    release(200);
    const answers: OutageAnswer[] = [];
    do {
      answers.push(...(await askDuringOutage(rig, inFlightChannel)));
      await sleep(100);
    } while (Date.now() - down < outageMs);
    await rig.postgres.start();
    const back = Date.now();

    let apiBackMs = -1;
    let recordedMs = -1;
    const firstAfter = (hooks: WebhookReceiver) => hooks.requests.find((r) => r.at >= back);
    while (Date.now() - back < 60_000) {
      const [inFlight, retry] = await Promise.all([
        client.call(listDeliveries, { query: inFlightChannel }).then((rows) => rows, () => undefined),
        client.call(listDeliveries, { query: retryChannel }).then((rows) => rows, () => undefined),
      ]);
      if (inFlight && apiBackMs < 0) apiBackMs = Date.now() - back;
      const delivered = (rows: typeof inFlight) => rows?.some((attempt) => attempt.succeeded);
      if (delivered(inFlight) && delivered(retry) && firstAfter(inFlightHooks) && firstAfter(retryHooks)) {
        recordedMs = Date.now() - back;
        break;
      }
      await sleep(100);
    }
    const since = (hooks: WebhookReceiver) => (firstAfter(hooks) ? firstAfter(hooks)!.at - back : -1);
    return { mode, outageMs, answers, inFlightMs: since(inFlightHooks), dueRetryMs: since(retryHooks), recordedMs, apiBackMs };
  } finally {
    await inFlightHooks.close();
    await retryHooks.close();
  }
}

/** One request each to the API (a read and a write), the studio's BFF and readiness. */
async function askDuringOutage(rig: OutageRig, query: { applicationId: string; configurationId: string }): Promise<OutageAnswer[]> {
  const { server, client } = rig;
  const studioToken = `rv_${"x".repeat(32)}`;
  const asked: Array<[string, Promise<Response>, "contract" | "studio"]> = [
    ["GET Notification/Deliveries", client.send(listDeliveries, { query }), "contract"],
    ["POST Notification/Test", client.send(sendTestNotification, { query }), "contract"],
    ["GET /api/ready", fetch(`${server.url}/api/ready`), "contract"],
    [
      "POST /api/studio/shared/{token}",
      fetch(`${server.url}/api/studio/shared/${studioToken}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin" },
        body: "{}",
      }),
      "studio",
    ],
  ];
  return Promise.all(
    asked.map(async ([route, pending, kind]) => {
      const response = await pending;
      const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      return { route, status: response.status, retryAfter: response.headers.get("retry-after"), errorBody: kind === "contract" ? isContractErrorBody(body, response) : isStudioErrorBody(body) };
    }),
  );
}

function isContractErrorBody(body: Record<string, unknown> | undefined, response: Response): boolean {
  if (!body) return false;
  const errors = body.errors as Record<string, unknown> | undefined;
  const traceId = (body.extensions as { traceId?: string } | undefined)?.traceId;
  return (
    !!errors &&
    Object.keys(errors).some((key) => key.startsWith("engine:")) &&
    Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string")) &&
    body.status === response.status &&
    body.type === "https://tools.ietf.org/html/rfc7231#section-6.5.1" &&
    body.title === "One or more errors occurred." &&
    !!traceId &&
    response.headers.get("x-trace-id") === traceId
  );
}

function isStudioErrorBody(body: Record<string, unknown> | undefined): boolean {
  const error = body?.error as { message?: unknown; fields?: unknown } | undefined;
  return typeof error?.message === "string" && typeof error.fields === "object";
}

/** Lines of a process's output that report an uncaught exception or an unhandled rejection. */
export function uncaughtLines(output: string): string[] {
  return output.split("\n").filter((line) => /uncaught|unhandled/i.test(line));
}
