import "server-only";
import { getStudioUser, type StudioUser } from "@/lib/auth/studio-session";
import { routeParams, type NextRouteContext } from "@/lib/http/route-params";
import { roleCan, type Permission } from "./roles";
import { StudioError } from "./errors";
import { errorAnswer } from "./route";

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
      if (options.permission !== "public") {
        user = await getStudioUser();
        if (!user) throw StudioError.unauthorized();
        if (!roleCan(user.role, options.permission)) throw StudioError.forbidden(options.action);
      }
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
