import "server-only";
import type { ExecuteSql } from "@/lib/db/client";
import { workerId } from "./orphans";

/**
 * A running job's lease. pg-boss expires an `active` job once `started_on + expire_in` has passed
 * and retries it: right for a worker that died (orphans.ts hands those back sooner), wrong for one
 * that is still working, such as a render waiting minutes for a busy GPU. While its handler runs,
 * the runner pushes the expiry to `leaseSeconds` from now every third of it, so only a job whose
 * process stopped renewing (it died, or lost the database for a whole lease) is run again. The
 * job must still be this worker's: a job handed back meanwhile is not taken back.
 */
export function holdLease(executeSql: ExecuteSql, name: string, id: string, leaseSeconds: number): () => void {
  const renew = () =>
    executeSql(
      `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $4)
       WHERE name = $1 AND id = $2 AND state = 'active' AND output->>'worker' = $3`,
      [name, id, workerId, leaseSeconds],
    ).catch((error: unknown) => console.error(`[jobs] ${name} ${id}: renewing its lease failed:`, (error as Error).message));
  const timer = setInterval(() => void renew(), Math.max(250, (leaseSeconds * 1000) / 3));
  timer.unref();
  return () => clearInterval(timer);
}
