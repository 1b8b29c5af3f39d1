import "server-only";
import { createHash } from "node:crypto";
import { enqueue, kickJobs } from "@/lib/jobs/queue";
import { notificationDeliveryJob, type DeliveryJob } from "@/lib/jobs/notification-delivery";

/**
 * Timing: every attempt is a pg-boss job with `startAfter` (durable: a restarted server finds it),
 * and this process also sets a timer for the same moment that fetches due jobs at once, so an
 * attempt starts within milliseconds instead of at the next poll. Whichever fetches the job first
 * runs it; pg-boss hands a job to one consumer only. Both are set DISPATCH_LEAD_MS before the
 * attempt's time: fetching the job and its delivery takes database round trips (a few ms,
 * hundreds on a busy machine), and the attempt then waits out the rest (runDeliveryJob), so it
 * reaches the receiver on time.
 */
export const DISPATCH_LEAD_MS = 500;
const TIMER_SLACK_MS = 5; // Node may fire a timer a millisecond early; the job must be due by then

/** The same (delivery, attempt) always gets the same job id, so scheduling it twice adds nothing. */
export function jobId(job: DeliveryJob): string {
  const h = createHash("sha256").update(`${job.deliveryId}:${job.attempt}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function scheduleAttempt(job: DeliveryJob, at: Date) {
  const dispatchAt = new Date(at.getTime() - DISPATCH_LEAD_MS);
  const wait = dispatchAt.getTime() - Date.now();
  if (wait <= 0) {
    await enqueue(notificationDeliveryJob, job, { id: jobId(job) });
    return;
  }
  await enqueue(notificationDeliveryJob, job, { id: jobId(job), startAfter: dispatchAt });
  const timer = setTimeout(() => void kickJobs(notificationDeliveryJob), wait + TIMER_SLACK_MS);
  timer.unref();
}
