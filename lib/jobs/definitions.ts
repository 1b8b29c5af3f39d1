import "server-only";
import type { JobKind } from "./define";
import { notificationDeliveryJob } from "./notification-delivery";
import { renderTaskJob } from "./render-task";

/** Every kind of job: each has its queue, whether or not this process works it. */
export const jobKinds: JobKind[] = [notificationDeliveryJob, renderTaskJob];
