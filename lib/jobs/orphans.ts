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
const RECONNECT_MS = 500;

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
  let started = false;
  let connecting = false;
  let timer: NodeJS.Timeout | undefined;
  // The presence connection is this process's heartbeat. While the database is away (a restart)
  // it is tried again every RECONNECT_MS, so that the process counts as live again within a
  // second of the database's return (until then other processes may hand back its jobs).
  const connect = async () => {
    connecting = true;
    const next = new Client({ connectionString: handle.connectionString, application_name: PRESENCE_PREFIX + workerId });
    next.on("error", () => undefined); // a dropped connection also ends: "end" reconnects
    next.on("end", () => {
      if (client === next) {
        client = undefined;
        if (!closed) console.error("[jobs] presence connection lost; reconnecting");
      }
      reconnect();
    });
    try {
      await next.connect();
      if (started) console.log("[jobs] presence connection back");
      client = next;
    } finally {
      connecting = false;
    }
  };
  const reconnect = () => {
    if (!started || closed || connecting || timer || client) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => reconnect());
    }, RECONNECT_MS);
    timer.unref();
  };
  // The first connection must succeed (start-up fails otherwise); later ones are retried.
  await connect();
  started = true;
  return {
    shared: true,
    reclaim: async () => handBack(handle, await liveWorkerIds(handle), false),
    close: async () => {
      closed = true;
      clearTimeout(timer);
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

/**
 * This process's own active job goes back to `retry`, due in `delaySeconds`: an attempt that met
 * a database outage runs again as soon as the database is back, instead of waiting for pg-boss's
 * expiry (60 s and more) or its retry delay. A job handed back by another process meanwhile (its
 * stamp is no longer this worker's) is left alone. It counts as an attempt, so a job that keeps
 * meeting such failures still ends after its retry limit.
 */
export async function handBackOwnJob(executeSql: DatabaseHandle["executeSql"], name: string, id: string, delaySeconds: number): Promise<void> {
  await executeSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now() + make_interval(secs => $4), output = NULL
     WHERE name = $1 AND id = $2 AND state = 'active' AND output->>'worker' = $3`,
    [name, id, workerId, delaySeconds],
  );
}

/** Every job this process holds, back to the queue due now: it is stopping and will not finish them. */
export async function handBackAllOwnJobs(executeSql: DatabaseHandle["executeSql"]): Promise<number> {
  const { rows } = await executeSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now(), output = NULL WHERE state = 'active' AND output->>'worker' = $1 RETURNING id`,
    [workerId],
  );
  return rows.length;
}
