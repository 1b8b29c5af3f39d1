import NextAuth from "next-auth";
import { studioAuthOptions } from "@/lib/auth/studio-auth";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// The options are built per request (not at import), so `next build` never reads DATA_DIR.
function handler(request: Request, context: RouteContext) {
  return NextAuth(request as never, context as never, studioAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
