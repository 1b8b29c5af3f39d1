import "server-only";
import type { BrowserContext, Route } from "playwright-core";
import { outboundRequest, type GuardOptions } from "@/lib/outbound";
import { MAX_PAGE_BYTES, PAGE_TIMEOUT_MS, type FetchedPage } from "./fetch-page";

/** Bounds on what one rendered page may load besides its document. */
const MAX_REQUESTS = 300;
const MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** Not forwarded: set by the connection itself, or a compressed answer we would have to re-encode. */
const DROPPED_REQUEST_HEADERS = new Set(["host", "connection", "content-length", "accept-encoding", "keep-alive", "proxy-authorization", "proxy-connection", "transfer-encoding", "upgrade"]);
const DROPPED_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

export interface RoutingLog {
  /** URLs the browser asked for and did not get (refused by the guard, failed, or over budget). */
  blocked: string[];
  requests: number;
}

function responseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    // Playwright takes several Set-Cookie values joined by newlines.
    out[name] = Array.isArray(value) ? value.join(name === "set-cookie" ? "\n" : ", ") : value;
  }
  return out;
}

/**
 * Makes every request of the context go through the outbound guard. The browser does not fetch
 * anything itself: each http(s) request is made by `outboundRequest` (address checked, connection
 * pinned, redirects re-checked) and its answer handed back; what the guard refuses is aborted.
 * The main document is answered with the bytes already fetched, so it is read only once.
 */
export async function routeThroughGuard(context: BrowserContext, document: FetchedPage, deadline: number, guard?: GuardOptions): Promise<RoutingLog> {
  const log: RoutingLog = { blocked: [], requests: 0 };
  let bytes = 0;
  let documentServed = false;
  const abort = async (route: Route, url: string) => {
    log.blocked.push(url);
    await route.abort("blockedbyclient").catch(() => undefined); // the page may be closing already
  };

  await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: "WebSockets are not followed." }));
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    if (!documentServed && request.isNavigationRequest()) {
      documentServed = true;
      const headers = document.contentType ? { "content-type": document.contentType } : { "content-type": "text/html" };
      return route.fulfill({ status: 200, headers, body: document.body }).catch(() => undefined);
    }
    if (/^(?:data|blob):/i.test(url)) return route.continue().catch(() => undefined);
    const remaining = deadline - Date.now();
    if (!/^https?:/i.test(url) || ++log.requests > MAX_REQUESTS || bytes > MAX_TOTAL_BYTES || remaining <= 0) return abort(route, url);
    try {
      const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(":") && !DROPPED_REQUEST_HEADERS.has(name)));
      const response = await outboundRequest(url, {
        ...guard,
        method: request.method(),
        headers: { ...headers, "accept-encoding": "identity" },
        body: request.postDataBuffer() ?? undefined,
        timeoutMs: Math.min(remaining, PAGE_TIMEOUT_MS),
        maxResponseBytes: MAX_PAGE_BYTES,
      });
      bytes += response.body.length;
      await route.fulfill({ status: response.status, headers: responseHeaders(response.headers), body: response.body });
    } catch {
      await abort(route, url);
    }
  });
  return log;
}
