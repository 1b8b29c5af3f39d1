import "server-only";
import type { JobDefinition } from "./define";
import { notificationDeliveryJob } from "./notification-delivery";
import { renderTaskJob } from "./render-task";

/** Every kind of job; a process that runs workers works all of them. */
export const jobDefinitions: JobDefinition[] = [notificationDeliveryJob, renderTaskJob];
