import { errorResponse } from "@/lib/http/errors";
import { newTraceId } from "@/lib/http/trace";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/unavailable";
import { checkReadiness } from "@/lib/operator/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness: the database answers, the job queue's schema is installed, the blob store and the
 * limit store answer, and the server is not stopping. Otherwise 503 (with Retry-After), so a load
 * balancer stops sending requests. The body also shows the deployment's job workers.
 */
export async function GET() {
  const { ready, failures, report } = await checkReadiness();
  if (!ready) return errorResponse(503, { "engine: Ready": failures }, newTraceId(), { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "cache-control": "no-store" });
  return Response.json(report, { headers: { "cache-control": "no-store" } });
}
