import { NextResponse, type NextRequest } from "next/server";
import { crossSiteReason } from "@/lib/studio/same-origin";

export const STUDIO_PATH_HEADER = "x-adcraft-studio-path";
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const STUDIO_API = "/api/studio/";

export function proxy(request: NextRequest) {
  return request.nextUrl.pathname.startsWith(STUDIO_API) ? guardStudioApi(request) : guardStudioPage(request);
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
  matcher: ["/ad-texts/:path*", "/tools/:path*", "/settings/:path*", "/presets/:path*", "/photoshoot/:path*", "/review/:path*", "/api/studio/:path*"],
};
