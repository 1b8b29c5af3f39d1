import "server-only";
import { workJobsOf, type JobDefinition } from "@/lib/jobs/define";
import { notificationDeliveryJob } from "@/lib/jobs/notification-delivery";
import { workJobs } from "@/lib/jobs/queue";
import { renderTaskJob } from "@/lib/jobs/render-task";
import { renderTask } from "./photoshoot/render-task";
import { runDeliveryJob } from "./notifications/attempt";

/**
 * The services' one entry for lib/jobs: what each kind of job runs. lib/jobs knows the kinds only
 * (services send them); a process that works jobs hands it these at start (lib/boot.ts,
 * bin/worker.ts), so the dependency points one way: services → jobs.
 */
export const jobDefinitions: JobDefinition[] = [
  workJobsOf(renderTaskJob, (payload, context) => renderTask(payload.taskId, context)),
  workJobsOf(notificationDeliveryJob, (payload) => runDeliveryJob(payload)),
];

/** Starts this process's workers for every kind (or those WORKER_QUEUES names; none with WORKERS=0). */
export function workAllJobs(): Promise<void> {
  return workJobs(jobDefinitions);
}
