import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Signed-out visitors of a studio page go to sign-in before anything renders, with the page to
 * return to. The (studio) layout still verifies the session itself: this only sees the cookie.
 */
export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = "/sign-in";
  url.search = "";
  url.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(url);
}

export const config = { matcher: ["/ad-texts/:path*", "/tools/:path*", "/settings/:path*"] };
