import "server-only";
import PgBoss from "pg-boss";
import type { PoolConfig } from "pg";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import type { Database, DatabaseHandle } from "@/lib/db";
import { getDatabaseHandle } from "@/lib/db";
import { sqlExecutorOf } from "@/lib/db/raw";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/client";
import { logConnectionError } from "@/lib/db/connection-log";
import type { JobDefinition, JobKind } from "./define";
import { jobKinds } from "./definitions";
import { handBackAllOwnJobs, startPresence, type Presence } from "./orphans";
import { JobRunner } from "./runner";

interface JobQueue {
  boss: PgBoss;
  /** this process's runners by job name; empty in a process that only serves (WORKERS=0) */
  runners: Map<string, JobRunner>;
  presence: Presence;
  executeSql: DatabaseHandle["executeSql"];
  reclaimTimer?: NodeJS.Timeout;
}

/** How often a process sharing PostgreSQL hands back the jobs of workers that died (orphans.ts). */
const RECLAIM_INTERVAL_MS = 5000;

const holder = globalThis as typeof globalThis & { __adcraftJobQueue?: Promise<JobQueue> };

/**
 * pg-boss on the app's own database: on PGlite it shares the single embedded connection; on
 * PostgreSQL it opens its own pool from the same URL. Maintenance runs every 10 s so that a job
 * whose worker died (killed mid-render) is expired and retried within seconds, not minutes.
 */
function createBoss(handle: DatabaseHandle): PgBoss {
  // pg-boss hands these to its pg Pool as they are, the connect timeout included (its types omit it).
  const pool: PgBoss.DatabaseOptions & Pick<PoolConfig, "connectionTimeoutMillis"> = { connectionString: handle.connectionString, max: 4, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  const options: PgBoss.ConstructorOptions = handle.connectionString ? pool : { db: { executeSql: handle.executeSql } as PgBoss.Db };
  const boss = new PgBoss({ ...options, schema: "pgboss", maintenanceIntervalSeconds: 10 });
  // pg-boss forwards its pool's errors and its timers' failed rounds here; without a listener an
  // 'error' event is an uncaught exception.
  boss.on("error", (error) => logConnectionError("jobs", error));
  return boss;
}

/** Starts the queue (every kind's queue exists; this process works none until `workJobs`). */
function getQueue(): Promise<JobQueue> {
  holder.__adcraftJobQueue ??= (async () => {
    const handle = await getDatabaseHandle();
    const boss = createBoss(handle);
    await boss.start();
    // Before any fetch: what a killed process left active runs again now, not after its expiry.
    const presence = await startPresence(handle);
    const reclaimed = await presence.reclaim();
    if (reclaimed) console.log(`[jobs] ${reclaimed} job(s) of a stopped process handed back`);
    for (const kind of jobKinds) await boss.createQueue(kind.name);
    return { boss, runners: new Map<string, JobRunner>(), presence, executeSql: handle.executeSql };
  })();
  return holder.__adcraftJobQueue;
}

/**
 * Starts the queue and, unless WORKERS=0, this process's workers for each definition (or those
 * WORKER_QUEUES names). The definitions are the services' (lib/services/job-handlers.ts): a
 * process that only sends jobs never calls this, and its jobs wait for a process that works them.
 */
export async function workJobs(definitions: JobDefinition[]): Promise<void> {
  const queue = await getQueue();
  const { WORKERS: workers, WORKER_QUEUES } = getEnv();
  const works = (name: string) => workers > 0 && (!WORKER_QUEUES || WORKER_QUEUES.split(",").includes(name));
  for (const definition of definitions) {
    if (!works(definition.name) || queue.runners.has(definition.name)) continue;
    const runner = new JobRunner(queue.boss, definition, queue.executeSql, definition.concurrency * workers);
    queue.runners.set(definition.name, runner);
    runner.kick();
  }
  if (queue.presence.shared && queue.runners.size && !queue.reclaimTimer) {
    queue.reclaimTimer = setInterval(() => {
      queue.presence.reclaim().then(
        (count) => count && queue.runners.forEach((runner) => runner.kick()),
        (error) => console.error("[jobs] reclaiming jobs failed:", (error as Error).message),
      );
    }, RECLAIM_INTERVAL_MS);
    queue.reclaimTimer.unref();
  }
}

export async function getJobQueue(): Promise<PgBoss> {
  return (await getQueue()).boss;
}

/** Sends jobs; returns the job id, or null when a job with the same id exists already. */
export type SendJob = <S extends z.ZodType>(kind: JobKind<S>, payload: z.infer<S>, options?: PgBoss.SendOptions & { startAfter?: Date }) => Promise<string | null>;

/**
 * Sends a job (durably, in pg-boss's table) and, when this process works that kind, starts it when
 * due (at once, or by a timer for a `startAfter` date).
 */
export const enqueue: SendJob = async (kind, payload, options = {}) => {
  const { boss, runners } = await getQueue();
  const id = await boss.send(kind.name, payload as object, { ...kind.send, ...options });
  wake(runners.get(kind.name), options.startAfter);
  return id;
};

/**
 * Runs `work` in one transaction in which `send` adds jobs: the rows `work` writes and their jobs
 * commit together or not at all, so a crash can never leave a row whose job was not sent. The jobs
 * start once the transaction has committed (a runner fetching earlier would not see them).
 */
export async function withJobs<T>(db: Database, work: (tx: Database, send: SendJob) => Promise<T>): Promise<T> {
  // Started before the transaction: on PGlite, starting pg-boss inside it would wait for it forever.
  const { boss, runners } = await getQueue();
  const sent: Array<{ runner?: JobRunner; startAfter?: Date }> = [];
  const result = await db.transaction(async (tx) => {
    const inTransaction = { executeSql: sqlExecutorOf(tx as Database) };
    return work(tx as Database, async (kind, payload, options = {}) => {
      const id = await boss.send(kind.name, payload as object, { ...kind.send, ...options, db: inTransaction });
      sent.push({ runner: runners.get(kind.name), startAfter: options.startAfter });
      return id;
    });
  });
  for (const { runner, startAfter } of sent) wake(runner, startAfter);
  return result;
}

const TIMER_SLACK_MS = 5; // Node may fire a timer a millisecond early; the job must be due by then

/** Fetches now, or sets a timer for a job due later: it starts within milliseconds, not at the next poll. */
function wake(runner: JobRunner | undefined, at?: Date) {
  if (!runner) return;
  const wait = at ? at.getTime() - Date.now() : 0;
  if (wait <= 0) return runner.kick();
  setTimeout(() => runner.kick(), wait + TIMER_SLACK_MS).unref();
}

/**
 * Stops fetching, gives the jobs in hand `graceMs` to finish and hands back those still running
 * (due at once, for another worker), then stops the queue.
 */
export async function stopJobQueue(graceMs = 5000) {
  const pending = holder.__adcraftJobQueue;
  holder.__adcraftJobQueue = undefined;
  if (!pending) return;
  const { boss, runners, presence, reclaimTimer } = await pending;
  clearInterval(reclaimTimer);
  await Promise.all([...runners.values()].map((runner) => runner.stop(graceMs)));
  const handedBack = await handBackAllOwnJobs((await getDatabaseHandle()).executeSql).catch(() => 0);
  if (handedBack) console.log(`[jobs] ${handedBack} job(s) still running handed back on stopping`);
  await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  await presence.close();
}
