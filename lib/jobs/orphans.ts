import "server-only";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@/lib/db";

/**
 * Jobs whose worker died. pg-boss marks a fetched job `active` and only expires it after its
 * `expireIn` (60 s for a delivery) plus a maintenance round, so a process killed mid-attempt left
 * its attempts waiting a minute or more after a restart. Each runner stamps the jobs it fetches with
 * this process's worker id as it fetches them (in the job's `output`, which pg-boss overwrites when
 * the job ends), and
 * the worker id is visible to every process of the database while the process lives: as the
 * `application_name` of a connection it holds open (PostgreSQL closes it when the process dies,
 * kill -9 included). An active job stamped by a worker no longer connected is handed back at once.
 * PGlite allows a single process, so there every active job of another worker is orphaned.
 */
// One id per process, on globalThis: Next bundles instrumentation and routes apart, and a route's
// credit reservations (lib/db/queries/charges.ts) must name the id the presence shows.
const processHolder = globalThis as typeof globalThis & { __adcraftWorkerId?: string };
export const workerId = (processHolder.__adcraftWorkerId ??= randomUUID());
const PRESENCE_PREFIX = "adcraft-worker ";

export interface Presence {
  /** hands back active jobs of dead workers; returns how many */
  reclaim(): Promise<number>;
  /** other processes share the database (PostgreSQL): workers may die while this one runs */
  shared: boolean;
  close(): Promise<void>;
}

export async function startPresence(handle: DatabaseHandle): Promise<Presence> {
  if (!handle.connectionString) {
    // Called once, before this process fetches anything: every active job is a dead process's.
    return { reclaim: () => handBack(handle, [workerId], true), shared: false, close: async () => undefined };
  }
  const { Client } = await import("pg");
  let client: import("pg").Client | undefined;
  let closed = false;
  // The presence connection is this process's heartbeat: reopened at once if it drops.
  const connect = async () => {
    const next = new Client({ connectionString: handle.connectionString, application_name: PRESENCE_PREFIX + workerId });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (!closed) setTimeout(() => void connect().catch((error) => console.error("[jobs] presence connection:", (error as Error).message)), 500).unref();
    });
    await next.connect();
    client = next;
  };
  await connect();
  return {
    shared: true,
    reclaim: async () => handBack(handle, await liveWorkerIds(handle), false),
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The worker ids of the processes alive on the database, this one always included. On PGlite,
 * a single process, that is this one; on PostgreSQL, those holding a presence connection.
 */
export async function liveWorkerIds(handle: DatabaseHandle): Promise<string[]> {
  if (!handle.connectionString) return [workerId];
  const { rows } = await handle.executeSql(`SELECT substr(application_name, ${PRESENCE_PREFIX.length + 1}) AS id FROM pg_stat_activity WHERE application_name LIKE '${PRESENCE_PREFIX}%'`);
  const live = (rows as Array<{ id: string }>).map((row) => row.id);
  return live.includes(workerId) ? live : [...live, workerId];
}

/**
 * Active jobs not stamped by a live worker go back to `retry`, due now. Without a single-process
 * guarantee an unstamped active job (fetched by an older version, or by a process that died
 * between fetching and stamping) is left to pg-boss's expiry.
 */
async function handBack(handle: DatabaseHandle, liveWorkers: string[], unstampedToo: boolean): Promise<number> {
  const stamped = `(output ? 'worker' AND NOT (output->>'worker' = ANY($1::text[])))`;
  const { rows } = await handle.executeSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now(), output = NULL
     WHERE state = 'active' AND (${unstampedToo ? `output IS NULL OR NOT (output ? 'worker') OR ` : ""}${stamped})
     RETURNING id`,
    [liveWorkers],
  );
  return rows.length;
}

/** A fetched job: what the runner needs of pg-boss's columns. */
export interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

/**
 * pg-boss's fetch (standard queues: due jobs in priority and creation order, each to one caller)
 * with this process's stamp set in the same statement, so no crash can leave a job active and
 * unstamped. Everything else about the job stays pg-boss's (complete, fail, retry, expiry).
 */
export async function fetchJobs(executeSql: DatabaseHandle["executeSql"], name: string, batchSize: number): Promise<FetchedJob[]> {
  const { rows } = await executeSql(
    `WITH next AS (
       SELECT id FROM pgboss.job
       WHERE name = $1 AND state < 'active' AND start_after < now()
       ORDER BY priority DESC, created_on, id
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     )
     UPDATE pgboss.job j SET
       state = 'active',
       started_on = now(),
       retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END,
       output = jsonb_build_object('worker', $3::text)
     FROM next
     WHERE j.name = $1 AND j.id = next.id
     RETURNING j.id, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"`,
    [name, batchSize, workerId],
  );
  return rows as FetchedJob[];
}
