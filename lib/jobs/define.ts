import type PgBoss from "pg-boss";
import type { z } from "zod";

export interface JobContext {
  /** 1 for the first run, 2 after one retry … */
  attempt: number;
  /** no retry follows if this run fails: the handler records the failure for good */
  lastAttempt: boolean;
}

/**
 * A kind of job: a queue name, the payload's schema and how it is sent and worked. Services send
 * jobs of a kind; what a job runs is the services' own (`JobDefinition`, from
 * lib/services/job-handlers.ts), so lib/jobs imports no service and there is no cycle to dodge.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  /** options every job of this kind is sent with (retries, expiry) */
  send: PgBoss.SendOptions;
  /** jobs one process works at once */
  concurrency: number;
  /** how often an idle process looks for jobs sent by other processes, in milliseconds */
  pollMs: number;
}

/**
 * A kind of job with what it runs. A payload that fails its schema is failed without retry
 * (retrying cannot mend it); a handler that throws is retried per the kind's `send` options.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobKind<S> {
  handler: (payload: z.infer<S>, context: JobContext) => Promise<void>;
}

export function defineJob<S extends z.ZodType>(kind: JobKind<S>): JobKind<S> {
  return kind;
}

/** A kind and its handler, typed by the kind's payload. */
export function workJobsOf<S extends z.ZodType>(kind: JobKind<S>, handler: JobDefinition<S>["handler"]): JobDefinition {
  return { ...kind, handler } as JobDefinition;
}
