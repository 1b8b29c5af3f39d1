import "server-only";
import http from "node:http";
import { crossSiteReason } from "@/lib/studio/same-origin";
import { drainAfterAnswer } from "./body-drain";
import { errorBody } from "./errors";
import { hasMalformedEscape } from "./malformed-path";
import { newTraceId } from "./trace";

/**
 * Refusals decided from the request line and headers alone, before Next reads a byte of the body:
 *
 * - a path whose %-escape does not decode: Next would answer a bodiless 500 while it decodes the
 *   route's dynamic segments, before any handler runs;
 * - a state-changing `/api/studio/*` request a browser sent from another origin (cross-site request
 *   forgery, lib/studio/same-origin.ts): one check for every studio route, present and future.
 *
 * Here and not in proxy.ts because Next buffers the body of every request its proxy sees, and past
 * 10 MB hands the route a truncated one: uploads must not pass through it.
 */
interface Refusal {
  status: number;
  contentType: string;
  body: string;
  traceId?: string;
}

const STUDIO_API = "/api/studio/";
const MALFORMED = "The address has a %-escape that does not decode (use %XX with two hex digits, for UTF-8 bytes).";
const CROSS_SITE = "This request did not come from the studio's own pages, so it was refused.";

const studioBody = (message: string) => JSON.stringify({ error: { message, fields: {} } });

export function refusalOf(method: string, url: string, headers: Headers, publicUrl?: string): Refusal | null {
  const pathname = url.split("?")[0] ?? "";
  const studio = pathname.startsWith(STUDIO_API);
  if (hasMalformedEscape(pathname)) {
    const traceId = newTraceId();
    console.warn(`[${traceId}] refused ${method} ${pathname}: malformed %-escape`);
    if (studio) return { status: 400, contentType: "application/json", body: studioBody(MALFORMED) };
    if (pathname.startsWith("/api/")) return { status: 400, contentType: "application/json", body: JSON.stringify(errorBody(400, { path: [MALFORMED] }, traceId)), traceId };
    return { status: 400, contentType: "text/plain; charset=utf-8", body: MALFORMED };
  }
  if (!studio) return null;
  const reason = crossSiteReason({ method, headers }, publicUrl);
  if (!reason) return null;
  console.warn(`[studio] refused a cross-site ${method} ${pathname}: ${reason}`);
  return { status: 403, contentType: "application/json", body: studioBody(CROSS_SITE) };
}

function headersOf(request: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

export function installRequestGate(publicUrl: string | undefined) {
  const proto = http.Server.prototype as http.Server & { __adcraftRequestGate?: true };
  if (proto.__adcraftRequestGate) return;
  proto.__adcraftRequestGate = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.call(this, event, ...args);
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const refusal = refusalOf(request.method ?? "GET", request.url ?? "/", headersOf(request), publicUrl);
    if (!refusal) {
      drainAfterAnswer(request, response);
      return emit.call(this, event, ...args);
    }
    request.resume(); // the body is not wanted: drained, so the connection can be reused
    const traced = refusal.traceId ? { "x-trace-id": refusal.traceId } : {};
    response.writeHead(refusal.status, { "content-type": refusal.contentType, "content-length": Buffer.byteLength(refusal.body), "cache-control": "no-store", ...traced }).end(refusal.body);
    return true;
  } as typeof proto.emit;
}
