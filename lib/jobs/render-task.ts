import "server-only";
import { z } from "zod";
import { defineJob } from "./define";

/** Renders one photoshoot task. The job id is the task id, so a task is queued at most once. */
export const renderTaskJob = defineJob({
  name: "render-task",
  schema: z.object({ taskId: z.uuid() }),
  // A built-in render takes about a second, a generative one as long as its GPU needs: the runner
  // renews the 30 s lease while the render runs (lease.ts), so a job whose lease ran out lost its worker.
  send: { retryLimit: 3, retryDelay: 1, expireInSeconds: 30 },
  concurrency: 2,
  pollMs: 1000,
});
