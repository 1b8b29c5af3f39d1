import "server-only";
import { getDatabaseHandle } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getJobQueue } from "@/lib/jobs/queue";
import { liveWorkerIds } from "@/lib/jobs/orphans";
import { getLimitStore } from "@/lib/limits/limiter-store";
import { isDraining } from "@/lib/runtime/draining";
import { getBlobStore } from "@/lib/storage";

/** What /api/ready reports: each dependency this server needs, and the job workers of the deployment. */
export interface Readiness {
  ready: boolean;
  failures: string[];
  report: {
    status: "ready" | "draining" | "unavailable";
    database: string;
    jobs: string;
    blobStore: { kind: string; status: string };
    limits: { kind: string; status: string };
    workers: { thisProcess: number; processesOnDatabase: number; jobsWaiting: number; jobsActive: number } | "unknown";
  };
}

const failed = (failures: string[], name: string) => (error: Error) => {
  failures.push(`${name}: ${error.message}`);
  return "down";
};

export async function checkReadiness(): Promise<Readiness> {
  const failures: string[] = [];
  const handle = await getDatabaseHandle().catch((error: Error) => (failed(failures, "database")(error), undefined));
  const database = handle ? await handle.executeSql("select 1").then(() => "ok", failed(failures, "database")) : "down";
  const jobs = await getJobQueue()
    .then((boss) => boss.isInstalled())
    .then((installed) => (installed ? "ok" : (failures.push("jobs: the queue schema is not installed"), "down")), failed(failures, "jobs"));
  const blobs = getBlobStore();
  const blobStore = { kind: blobs.kind, status: await blobs.check().then(() => "ok", failed(failures, "blob store")) };
  const limits = await getLimitStore().then(
    async (store) => ({ kind: store.kind, status: await store.check().then(() => "ok", failed(failures, "limits")) }),
    (error: Error) => ({ kind: "unknown", status: failed(failures, "limits")(error) }),
  );
  let workers: Readiness["report"]["workers"] = "unknown";
  if (handle && database === "ok" && jobs === "ok") {
    // Every process with the queue open holds a presence connection (lib/jobs/orphans.ts); web
    // servers with WORKERS=0 count too. The queue's depth tells whether the workers keep up.
    const [live, counts] = await Promise.all([
      liveWorkerIds(handle),
      handle.executeSql("select count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'active')::int as active from pgboss.job"),
    ]).catch(() => [[], { rows: [] }] as const);
    const row = counts.rows[0] as { waiting: number; active: number } | undefined;
    workers = { thisProcess: getEnv().WORKERS, processesOnDatabase: live.length, jobsWaiting: row?.waiting ?? 0, jobsActive: row?.active ?? 0 };
  }
  const draining = isDraining();
  if (draining) failures.push("server: stopping (draining the requests in flight)");
  return {
    ready: failures.length === 0,
    failures,
    report: { status: draining ? "draining" : failures.length ? "unavailable" : "ready", database, jobs, blobStore, limits, workers },
  };
}
