import "server-only";
import type PgBoss from "pg-boss";
import { deliveryJobDefinition } from "@/lib/services/notifications/jobs";

/** A job: a queue name and the handler that works its batches. Later steps add theirs here. */
export interface JobDefinition {
  name: string;
  work: PgBoss.WorkHandler<unknown>;
}

export const jobDefinitions: JobDefinition[] = [deliveryJobDefinition];
