import "server-only";
import { createHash } from "node:crypto";
import type { SendJob } from "@/lib/jobs/queue";
import { notificationDeliveryJob, type DeliveryJob } from "@/lib/jobs/notification-delivery";

/**
 * Timing: every attempt is a pg-boss job with `startAfter` (durable: a restarted server finds it),
 * sent in the transaction that records why it is needed (the delivery, or the failed attempt
 * before it), and this process also sets a timer for the same moment that fetches due jobs at once
 * (lib/jobs/queue.ts), so an attempt starts within milliseconds instead of at the next poll.
 * Whichever fetches the job first runs it; pg-boss hands a job to one consumer only. Both are set
 * DISPATCH_LEAD_MS before the attempt's time: fetching the job and its delivery takes database
 * round trips (a few ms, hundreds on a busy machine), and the attempt then waits out the rest
 * (runDeliveryJob), so it reaches the receiver on time.
 */
export const DISPATCH_LEAD_MS = 500;

/** The same (delivery, attempt) always gets the same job id, so scheduling it twice adds nothing. */
export function jobId(job: DeliveryJob): string {
  const h = createHash("sha256").update(`${job.deliveryId}:${job.attempt}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Sends the attempt's job through `send` (withJobs: inside the caller's transaction). */
export async function scheduleAttempt(send: SendJob, job: DeliveryJob, at: Date) {
  const dispatchAt = new Date(at.getTime() - DISPATCH_LEAD_MS);
  if (dispatchAt.getTime() <= Date.now()) return send(notificationDeliveryJob, job, { id: jobId(job) });
  return send(notificationDeliveryJob, job, { id: jobId(job), startAfter: dispatchAt });
}
