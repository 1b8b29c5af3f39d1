import { getDatabaseHandle } from "@/lib/db";
import { getJobQueue } from "@/lib/jobs/queue";
import { errorResponse } from "@/lib/http/errors";
import { newTraceId } from "@/lib/http/trace";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/unavailable";

export const dynamic = "force-dynamic";

/**
 * Readiness: the database answers a query and the job queue's schema is installed. During a
 * database outage it answers 503 (with Retry-After), so a load balancer stops sending requests.
 */
export async function GET() {
  const failures: string[] = [];
  const database = await getDatabaseHandle()
    .then((handle) => handle.executeSql("select 1"))
    .then(() => "ok", (error: Error) => (failures.push(`database: ${error.message}`), "down"));
  const jobs = await getJobQueue()
    .then((boss) => boss.isInstalled())
    .then((installed) => (installed ? "ok" : "down"), (error: Error) => (failures.push(`jobs: ${error.message}`), "down"));
  if (jobs === "down" && !failures.some((f) => f.startsWith("jobs"))) failures.push("jobs: the queue schema is not installed");
  if (failures.length) return errorResponse(503, { "engine: Ready": failures }, newTraceId(), { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "cache-control": "no-store" });
  return Response.json({ status: "ready", database, jobs });
}
