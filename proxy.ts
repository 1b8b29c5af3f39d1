import { NextResponse, type NextRequest } from "next/server";

export const STUDIO_PATH_HEADER = "x-adcraft-studio-path";
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Signed-out visitors of a studio page go to sign-in before anything renders, with the page to
 * return to. The (studio) layout still verifies the session itself: this only sees the cookie.
 */
export function proxy(request: NextRequest) {
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

export const config = { matcher: ["/ad-texts/:path*", "/tools/:path*", "/settings/:path*", "/presets/:path*", "/photoshoot/:path*", "/review/:path*"] };
