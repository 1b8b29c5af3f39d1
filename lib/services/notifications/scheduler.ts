import "server-only";
import { createHash } from "node:crypto";
import type PgBoss from "pg-boss";
import { getJobQueue } from "@/lib/jobs/queue";
import { DELIVERY_QUEUE, type DeliveryJob } from "./jobs";

/**
 * Timing: every attempt is a pg-boss job with `startAfter` (durable: a restarted server finds it),
 * and this process also sets a timer for the same moment that fetches due jobs at once, so an
 * attempt starts within milliseconds instead of at pg-boss's next poll (every 2 s). Whichever
 * fetches the job first runs it; pg-boss hands a job to one consumer only. Both are set
 * DISPATCH_LEAD_MS before the attempt's time: fetching the job and its delivery takes database
 * round trips (a few ms, hundreds on a busy machine), and the attempt then waits out the rest
 * (runDeliveryJob), so it reaches the receiver on time.
 */
export const DISPATCH_LEAD_MS = 500;
const EXPIRE_SECONDS = 60; // an attempt takes at most 10 s; a job active longer lost its process
const TIMER_SLACK_MS = 5; // Node may fire a timer a millisecond early; the job must be due by then

/** The same (delivery, attempt) always gets the same job id, so scheduling it twice adds nothing. */
export function jobId(job: DeliveryJob): string {
  const h = createHash("sha256").update(`${job.deliveryId}:${job.attempt}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function scheduleAttempt(job: DeliveryJob, at: Date) {
  const boss = await getJobQueue();
  const dispatchAt = new Date(at.getTime() - DISPATCH_LEAD_MS);
  await boss.send(DELIVERY_QUEUE, job, {
    id: jobId(job),
    startAfter: dispatchAt,
    expireInSeconds: EXPIRE_SECONDS,
    // Retries of the job itself cover faults outside the attempt (database briefly unreachable).
    retryLimit: 20,
    retryDelay: 5,
  });
  const timer = setTimeout(() => void runDueJobs(boss), Math.max(0, dispatchAt.getTime() - Date.now()) + TIMER_SLACK_MS);
  timer.unref();
}

async function runDueJobs(boss: PgBoss) {
  const { runDeliveryJob } = await import("./attempt");
  try {
    for (;;) {
      const jobs = await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 10 });
      if (!jobs.length) return;
      await Promise.all(
        jobs.map((job) =>
          runDeliveryJob(job.data).then(
            () => boss.complete(DELIVERY_QUEUE, job.id),
            (error: Error) => boss.fail(DELIVERY_QUEUE, job.id, { message: error.message }),
          ),
        ),
      );
    }
  } catch (error) {
    // The pg-boss worker will pick the jobs up at its next poll.
    console.error("[notifications] fetching due deliveries failed:", (error as Error).message);
  }
}
