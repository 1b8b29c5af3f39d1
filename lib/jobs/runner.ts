import "server-only";
import type PgBoss from "pg-boss";
import type { ExecuteSql } from "@/lib/db/client";
import type { JobDefinition } from "./define";
import { isDatabaseUnavailable, unavailableCause } from "@/lib/db/unavailable";
import { holdLease } from "./lease";
import { fetchJobs, handBackOwnJob, type FetchedJob } from "./orphans";

/** pg-boss's expiry when a job kind sets none */
const DEFAULT_LEASE_SECONDS = 15 * 60;
/** A job that met a database outage runs again this long after the database is back. */
const OUTAGE_RETRY_SECONDS = 1;
/** Recording a job's end during an outage is tried again after 100 ms, doubling up to 1 s. */
const SETTLE_FIRST_WAIT_MS = 100;
const SETTLE_MAX_WAIT_MS = 1000;

/**
 * Works one kind of job in this process, up to its concurrency. It fetches when told a job was
 * just sent (`kick`, so work starts within milliseconds instead of at the next poll) and on a slow
 * poll for jobs sent by other processes or due later. pg-boss hands each job to one fetcher only,
 * so any number of processes can run a runner for the same queue.
 */
export class JobRunner {
  private active = 0;
  private fetching = false;
  private fetchAgain = false;
  private stopped = false;
  /** the last fetch met a database outage */
  private fetchFailing = false;
  private readonly idle = new Set<() => void>();
  private readonly poll: NodeJS.Timeout;

  constructor(
    private readonly boss: PgBoss,
    private readonly definition: JobDefinition,
    private readonly executeSql: ExecuteSql,
    private readonly concurrency = definition.concurrency,
  ) {
    this.poll = setInterval(() => this.kick(), definition.pollMs);
    this.poll.unref();
  }

  /** Fetch and start jobs while there is room; a kick during a fetch fetches once more after it. */
  kick(): void {
    void this.fill();
  }

  private async fill() {
    if (this.fetching) {
      this.fetchAgain = true;
      return;
    }
    this.fetching = true;
    try {
      do {
        this.fetchAgain = false;
        const room = this.concurrency - this.active;
        if (room <= 0 || this.stopped) break;
        // Stamped with this process as they are fetched, so they are handed back at once if it dies (orphans.ts).
        const jobs = await fetchJobs(this.executeSql, this.definition.name, room);
        if (this.fetchFailing) console.log(`[jobs] fetching ${this.definition.name} works again`);
        this.fetchFailing = false;
        for (const job of jobs) {
          this.active += 1;
          void this.execute(job).finally(() => {
            this.active -= 1;
            if (this.active === 0) for (const resolve of this.idle) resolve();
            this.kick();
          });
        }
        // A full batch suggests more are waiting.
        if (jobs.length === room) this.fetchAgain = true;
      } while (this.fetchAgain);
    } catch (error) {
      // A database outage fails every poll until it ends: said once, not once a second.
      if (!this.fetchFailing) console.error(`[jobs] fetching ${this.definition.name} failed:`, (error as Error).message);
      this.fetchFailing = isDatabaseUnavailable(error);
    } finally {
      this.fetching = false;
    }
  }

  private async execute(job: FetchedJob) {
    const { name, schema, handler } = this.definition;
    const payload = schema.safeParse(job.data);
    try {
      if (!payload.success) return await this.failForGood(job, `payload refused: ${payload.error.issues[0]?.message ?? "invalid"}`);
      // Renewed while the handler runs: a slow call is never taken for a dead worker (lease.ts).
      const release = holdLease(this.executeSql, name, job.id, this.definition.send.expireInSeconds ?? DEFAULT_LEASE_SECONDS);
      try {
        await handler(payload.data, { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
      } finally {
        release();
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outage = unavailableCause(error);
      if (outage) {
        console.error(`[jobs] ${name} ${job.id} met a database outage (attempt ${job.retryCount + 1}): ${outage.message}; it runs again once the database is back`);
        return this.settle(job, () => handBackOwnJob(this.executeSql, name, job.id, OUTAGE_RETRY_SECONDS));
      }
      console.error(`[jobs] ${name} ${job.id} failed (attempt ${job.retryCount + 1}):`, message);
      return this.settle(job, () => this.boss.fail(name, job.id, { message }));
    }
    await this.settle(job, () => this.boss.complete(name, job.id));
  }

  /**
   * Records how a job ended. While the database is away this is tried again until it is back (or
   * the runner stops), so the job's outcome is recorded within a second of its return; left
   * unrecorded, the job would stay active until pg-boss expired it a minute or more later.
   */
  private async settle(job: FetchedJob, record: () => Promise<unknown>) {
    for (let wait = SETTLE_FIRST_WAIT_MS; ; wait = Math.min(wait * 2, SETTLE_MAX_WAIT_MS)) {
      try {
        await record();
        return;
      } catch (error) {
        if (this.stopped || !isDatabaseUnavailable(error)) {
          console.error(`[jobs] ${this.definition.name} ${job.id}: recording its end failed:`, (error as Error).message);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** pg-boss retries every failure while retries remain; a malformed payload must not be retried. */
  private async failForGood(job: FetchedJob, message: string) {
    console.error(`[jobs] ${this.definition.name} ${job.id}: ${message}`);
    await this.executeSql(`UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [this.definition.name, job.id]);
    await this.boss.fail(this.definition.name, job.id, { message });
  }

  /** Stops fetching and waits (up to `timeoutMs`) for the jobs in hand. */
  async stop(timeoutMs: number) {
    this.stopped = true;
    clearInterval(this.poll);
    if (this.active === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.idle.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
