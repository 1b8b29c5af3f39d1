import "server-only";
import type { StudioUser } from "@/lib/auth/studio-session";
import { routeParams, type NextRouteContext } from "@/lib/http/route-params";
import type { Permission } from "./roles";
import { admit, errorAnswer } from "./route";

/**
 * studioRoute for answers that are not JSON (files, event streams, uploads): the same session,
 * role and error body, but the handler returns the Response itself.
 */
export function studioFileRoute(
  options: { permission: Permission | "public"; action?: string },
  handler: (context: { user: StudioUser | null; params: Record<string, string>; request: Request; url: URL }) => Promise<Response>,
) {
  return async (request: Request, route?: NextRouteContext): Promise<Response> => {
    let user: StudioUser | null = null;
    try {
      user = await admit(options);
      return await handler({ user, params: await routeParams(route), request, url: new URL(request.url) });
    } catch (error) {
      return errorAnswer(error, user);
    }
  };
}

/** Copies a file answer of the service through, with the headers a browser needs and no others. */
export function passFile(response: Response, cacheControl = "private, max-age=300"): Response {
  const headers = new Headers({ "cache-control": cacheControl });
  for (const name of ["content-type", "content-disposition", "etag"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers });
}
