import { NextResponse, type NextRequest } from "next/server";
import { crossSiteReason } from "@/lib/studio/same-origin";
import { errorResponse } from "@/lib/http/errors";
import { hasMalformedEscape } from "@/lib/http/malformed-path";
import { newTraceId } from "@/lib/http/trace";

export const STUDIO_PATH_HEADER = "x-adcraft-studio-path";
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const STUDIO_API = "/api/studio/";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEscape(pathname)) return malformedPath(request);
  if (pathname.startsWith(STUDIO_API)) return guardStudioApi(request);
  if (pathname.startsWith("/api/") || pathname.startsWith("/share/")) return NextResponse.next();
  return guardStudioPage(request);
}

/** A broken %-escape in the path: Next would answer a bodiless 500 while decoding the route's segments. */
function malformedPath(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const message = "The address has a %-escape that does not decode (use %XX with two hex digits, for UTF-8 bytes).";
  const traceId = newTraceId();
  console.warn(`[${traceId}] refused ${request.method} ${pathname}: malformed %-escape`);
  if (pathname.startsWith(STUDIO_API)) return NextResponse.json({ error: { message, fields: {} } }, { status: 400, headers: { "cache-control": "no-store" } });
  if (pathname.startsWith("/api/")) return errorResponse(400, { path: [message] }, traceId, { "cache-control": "no-store" });
  return new NextResponse(message, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * Every backend route of the studio, present and future, refuses a state-changing request that a
 * browser sent from another origin (lib/studio/same-origin.ts): checked here, once, rather than
 * in each route where one could be forgotten.
 */
function guardStudioApi(request: NextRequest) {
  const reason = crossSiteReason(request, process.env.PUBLIC_URL || undefined);
  if (!reason) return NextResponse.next();
  console.warn(`[studio] refused a cross-site ${request.method} ${request.nextUrl.pathname}: ${reason}`);
  return NextResponse.json(
    { error: { message: "This request did not come from the studio's own pages, so it was refused.", fields: {} } },
    { status: 403, headers: { "cache-control": "no-store" } },
  );
}

/**
 * Signed-out visitors of a studio page go to sign-in before anything renders, with the page to
 * return to. The (studio) layout still verifies the session itself: this only sees the cookie.
 */
function guardStudioPage(request: NextRequest) {
  const path = request.nextUrl.pathname + request.nextUrl.search;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    // The layout sends an expired session back here after sign-in.
    const headers = new Headers(request.headers);
    headers.set(STUDIO_PATH_HEADER, path);
    return NextResponse.next({ request: { headers } });
  }
  const url = request.nextUrl.clone();
  url.pathname = "/sign-in";
  url.search = "";
  url.searchParams.set("callbackUrl", path);
  return NextResponse.redirect(url);
}

export const config = {
  matcher: ["/ad-texts/:path*", "/tools/:path*", "/settings/:path*", "/presets/:path*", "/photoshoot/:path*", "/review/:path*", "/share/:path*", "/api/:path*"],
};
