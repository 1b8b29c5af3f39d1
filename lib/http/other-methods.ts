import { errorResponse } from "@/lib/http/errors";
import { newTraceId } from "@/lib/http/trace";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Handlers for the methods a route does not answer. Next's own 405 has no body; a client of the
 * contract must get its error body and the Allow header instead, also when an empty id folds a
 * path onto a neighbouring route (`Items//Comments` is served by `Items/{itemId}`).
 */
export function refuseOtherMethods(...allowed: Method[]): Record<Method, (request: Request) => Response> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = (request: Request) => {
    const message = `${request.method} is not allowed on ${new URL(request.url).pathname}; it answers ${allow}.`;
    return errorResponse(405, { "business: MethodNotAllowed": [message] }, newTraceId(), { Allow: allow });
  };
  return Object.fromEntries(METHODS.map((m) => [m, refuse])) as Record<Method, (request: Request) => Response>;
}
