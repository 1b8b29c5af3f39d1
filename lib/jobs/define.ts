import type PgBoss from "pg-boss";
import type { z } from "zod";

export interface JobContext {
  /** 1 for the first run, 2 after one retry … */
  attempt: number;
  /** no retry follows if this run fails: the handler records the failure for good */
  lastAttempt: boolean;
}

/**
 * A kind of job: a queue name, the payload's schema and the handler. A payload that fails its
 * schema is failed without retry (retrying cannot mend it); a handler that throws is retried
 * per `send` options. The handler module is imported lazily, so definitions stay light.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  /** options every job of this kind is sent with (retries, expiry) */
  send: PgBoss.SendOptions;
  /** jobs one process works at once */
  concurrency: number;
  /** how often an idle process looks for jobs sent by other processes, in milliseconds */
  pollMs: number;
  handler: (payload: z.infer<S>, context: JobContext) => Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
