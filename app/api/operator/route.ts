import { getDatabase } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { toErrorResponse } from "@/lib/http/with-api";
import { newTraceId } from "@/lib/http/trace";
import { serverOperatorToken } from "@/lib/boot";
import { operatorTokenMatches } from "@/lib/operator/server-file";
import { runOperatorCommand } from "@/lib/operator/commands";

export const dynamic = "force-dynamic";

/** The CLI's way in while this server holds the database; the token comes from DATA_DIR/server.json. */
export async function POST(request: Request) {
  const traceId = newTraceId();
  try {
    const expected = serverOperatorToken();
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!expected || !presented || !operatorTokenMatches(presented, expected)) throw AppError.unauthorized("The operator token is not valid.");
    const { command, args } = (await request.json().catch(() => ({}))) as { command?: string; args?: Record<string, unknown> };
    const result = await runOperatorCommand(await getDatabase(), String(command), args ?? {});
    return Response.json(result ?? null, { headers: { "x-trace-id": traceId } });
  } catch (error) {
    return toErrorResponse(error, traceId);
  }
}
