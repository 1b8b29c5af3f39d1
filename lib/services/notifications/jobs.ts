import "server-only";
import type PgBoss from "pg-boss";

/** The durable wake-up of one delivery attempt: pg-boss holds it across restarts. */
export const DELIVERY_QUEUE = "notification-delivery";

export interface DeliveryJob {
  deliveryId: string;
  /** 1 for the first try, n + 1 for the n-th retry. */
  attempt: number;
}

/** Listed in lib/jobs/definitions; the handler is imported lazily (it pulls in the queue itself). */
export const deliveryJobDefinition = {
  name: DELIVERY_QUEUE,
  work: async (jobs: PgBoss.Job<unknown>[]) => {
    const { runDeliveryJob } = await import("./attempt");
    for (const job of jobs) await runDeliveryJob(job.data as DeliveryJob);
  },
};
