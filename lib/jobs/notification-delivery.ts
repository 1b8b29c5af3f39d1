import "server-only";
import { z } from "zod";
import { defineJob } from "./define";

/** One attempt of a notification delivery; pg-boss holds it across restarts (startAfter = when it is due). */
export const notificationDeliveryJob = defineJob({
  name: "notification-delivery",
  schema: z.object({
    deliveryId: z.uuid(),
    /** 1 for the first try, n + 1 for the n-th retry */
    attempt: z.number().int().min(1),
  }),
  // Retries of the job itself cover faults outside the attempt (database briefly unreachable); an
  // attempt takes at most 10 s, so a job active for a minute lost its process.
  send: { retryLimit: 20, retryDelay: 5, expireInSeconds: 60 },
  // Webhook attempts wait on the network, not the CPU.
  concurrency: 16,
  pollMs: 1000,
});

export type DeliveryJob = z.infer<typeof notificationDeliveryJob.schema>;
