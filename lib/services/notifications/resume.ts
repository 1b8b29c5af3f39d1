import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/notifications";
import { withJobs } from "@/lib/jobs/queue";
import { scheduleAttempt } from "./scheduler";

/**
 * The start-up sweep: every pending delivery's next attempt gets its job if it has none. Deliveries
 * and their jobs are written in one transaction, so this only finds rows from before that was so
 * (or jobs deleted by hand); a job that exists keeps its id and is not sent twice.
 */
export async function resumePendingDeliveries(db: Database): Promise<number> {
  const pending = await queries.listPendingDeliveries(db);
  let resumed = 0;
  for (let i = 0; i < pending.length; i += 100) {
    await withJobs(db, async (_, send) => {
      for (const delivery of pending.slice(i, i + 100)) {
        const job = { deliveryId: delivery.id, attempt: delivery.attempts + 1 };
        if (await scheduleAttempt(send, job, delivery.nextAttemptAt ?? new Date())) resumed += 1;
      }
    });
  }
  if (resumed) console.log(`[notifications] ${resumed} pending deliver${resumed === 1 ? "y" : "ies"} had no job: scheduled`);
  return resumed;
}
