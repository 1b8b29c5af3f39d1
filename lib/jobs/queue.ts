import "server-only";
import PgBoss from "pg-boss";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import type { DatabaseHandle } from "@/lib/db";
import { getDatabaseHandle } from "@/lib/db";
import type { JobDefinition } from "./define";
import { jobDefinitions } from "./definitions";
import { JobRunner } from "./runner";

interface JobQueue {
  boss: PgBoss;
  /** this process's runners by job name; empty in a process that only serves (WORKERS=0) */
  runners: Map<string, JobRunner>;
}

const holder = globalThis as typeof globalThis & { __adcraftJobQueue?: Promise<JobQueue> };

/**
 * pg-boss on the app's own database: on PGlite it shares the single embedded connection; on
 * PostgreSQL it opens its own pool from the same URL. Maintenance runs every 10 s so that a job
 * whose worker died (killed mid-render) is expired and retried within seconds, not minutes.
 */
function createBoss(handle: DatabaseHandle): PgBoss {
  const options: PgBoss.ConstructorOptions = handle.connectionString
    ? { connectionString: handle.connectionString, max: 4 }
    : { db: { executeSql: handle.executeSql } as PgBoss.Db };
  const boss = new PgBoss({ ...options, schema: "pgboss", maintenanceIntervalSeconds: 10 });
  boss.on("error", (error) => console.error("[jobs]", error.message));
  return boss;
}

/** Starts the queue and, unless WORKERS=0, this process's workers for every job definition (or those WORKER_QUEUES names). */
function getQueue(): Promise<JobQueue> {
  holder.__adcraftJobQueue ??= (async () => {
    const handle = await getDatabaseHandle();
    const boss = createBoss(handle);
    await boss.start();
    const runners = new Map<string, JobRunner>();
    const { WORKERS: workers, WORKER_QUEUES } = getEnv();
    const works = (name: string) => workers > 0 && (!WORKER_QUEUES || WORKER_QUEUES.split(",").includes(name));
    for (const definition of jobDefinitions) {
      await boss.createQueue(definition.name);
      if (works(definition.name)) runners.set(definition.name, new JobRunner(boss, definition, handle.executeSql, definition.concurrency * workers));
    }
    for (const runner of runners.values()) runner.kick();
    return { boss, runners };
  })();
  return holder.__adcraftJobQueue;
}

export async function getJobQueue(): Promise<PgBoss> {
  return (await getQueue()).boss;
}

/**
 * Sends a job (durably, in pg-boss's table) and, when this process works that kind, starts it at
 * once. Returns the job id, or null when a job with the same id exists already.
 */
export async function enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.infer<S>, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const { boss, runners } = await getQueue();
  const id = await boss.send(definition.name, payload as object, { ...definition.send, ...options });
  const startAfter = options.startAfter;
  if (!startAfter) runners.get(definition.name)?.kick();
  return id;
}

/** Fetches due jobs of one kind now (a timer set for a delayed job calls this). */
export async function kickJobs(definition: JobDefinition) {
  (await getQueue()).runners.get(definition.name)?.kick();
}

export async function stopJobQueue() {
  const pending = holder.__adcraftJobQueue;
  holder.__adcraftJobQueue = undefined;
  if (!pending) return;
  const { boss, runners } = await pending;
  await Promise.all([...runners.values()].map((runner) => runner.stop(5000)));
  await boss.stop({ graceful: true, wait: true, timeout: 5000 });
}
