import "server-only";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "@/lib/db";
import { getDatabaseHandle } from "@/lib/db";
import { jobDefinitions } from "./definitions";

const holder = globalThis as typeof globalThis & { __adcraftJobQueue?: Promise<PgBoss> };

/**
 * pg-boss on the app's own database: on PGlite it shares the single embedded connection; on
 * PostgreSQL it opens its own pool from the same URL.
 */
function createQueue(handle: DatabaseHandle): PgBoss {
  const options: PgBoss.ConstructorOptions = handle.connectionString
    ? { connectionString: handle.connectionString, max: 4 }
    : { db: { executeSql: handle.executeSql } as PgBoss.Db };
  const boss = new PgBoss({ ...options, schema: "pgboss" });
  boss.on("error", (error) => console.error("[jobs]", error.message));
  return boss;
}

/** Starts the queue and, unless told otherwise, this process's workers for every job definition. */
export function getJobQueue(options: { workers?: boolean } = {}): Promise<PgBoss> {
  holder.__adcraftJobQueue ??= (async () => {
    const boss = createQueue(await getDatabaseHandle());
    await boss.start();
    for (const job of jobDefinitions) {
      await boss.createQueue(job.name);
      if (options.workers !== false) await boss.work(job.name, job.work);
    }
    return boss;
  })();
  return holder.__adcraftJobQueue;
}

export async function stopJobQueue() {
  const pending = holder.__adcraftJobQueue;
  holder.__adcraftJobQueue = undefined;
  if (pending) await (await pending).stop({ graceful: true, wait: true, timeout: 5000 });
}
