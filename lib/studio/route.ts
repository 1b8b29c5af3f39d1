import "server-only";
import { z } from "zod";
import { getStudioUser, type StudioUser } from "@/lib/auth/studio-session";
import { roleCan, type Permission } from "@/lib/studio/roles";
import { routeParams, type NextRouteContext } from "@/lib/http/route-params";
import { STUDIO_RETRY_AFTER_SECONDS, StudioError, studioErrorOf, type StudioErrorBody } from "./errors";
import { isJsonContentType } from "./same-origin";
import { outOfCreditsFor } from "./credits-help";

interface RouteOptions<Q extends z.ZodType, B extends z.ZodType> {
  /** What the signed-in user's role must allow; `public` skips the session check. */
  permission: Permission | "public";
  query?: Q;
  body?: B;
  /** Words for the forbidden message: "generating ad texts". */
  action?: string;
}

interface RouteContext<Q, B> {
  user: StudioUser;
  query: Q;
  body: B;
  params: Record<string, string>;
  request: Request;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new StudioError(422, `Check ${Object.keys(fields).join(", ")}: ${Object.entries(fields).map(([k, v]) => `${k} ${v}`).join("; ")}.`, fields);
}

export function errorJson(error: StudioError): Response {
  const body: StudioErrorBody = { error: { message: error.message, fields: error.fields, ...(error.link ? { link: error.link } : {}) } };
  const retryAfter: Record<string, string> = error.status === 503 ? { "retry-after": String(STUDIO_RETRY_AFTER_SECONDS) } : {};
  return Response.json(body, { status: error.status, headers: { "cache-control": "no-store", ...retryAfter } });
}

/** Whatever a handler threw, answered: a refusal for credits gets the way forward for the person's role. */
export function errorAnswer(error: unknown, user: StudioUser | null): Response {
  const studioError = studioErrorOf(error);
  return errorJson(studioError.status === 402 ? outOfCreditsFor(studioError, user) : studioError);
}

/**
 * The signed-in user when the route's permission lets them in (null for a public route); else the
 * StudioError to answer with. The one session and role check of studioRoute and studioFileRoute.
 */
export async function admit(options: { permission: Permission | "public"; action?: string }): Promise<StudioUser | null> {
  if (options.permission === "public") return null;
  const user = await getStudioUser();
  if (!user) throw StudioError.unauthorized();
  if (!roleCan(user.role, options.permission)) throw StudioError.forbidden(options.action);
  return user;
}

/**
 * The one wrapper of every BFF handler: the session and the role, the request parsed with a
 * shared schema, and one error body ({ error: { message, fields } }). Handlers return JSON data.
 */
export function studioRoute<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
  options: RouteOptions<Q, B>,
  handler: (context: RouteContext<z.output<Q>, z.output<B>>) => Promise<unknown>,
) {
  return async (request: Request, route?: NextRouteContext): Promise<Response> => {
    let user: StudioUser | null = null;
    try {
      user = await admit(options);
      const url = new URL(request.url);
      const query = options.query ? parse(options.query, Object.fromEntries(url.searchParams)) : undefined;
      let body: unknown;
      if (options.body) {
        // A form, or a no-cors fetch, can only send "simple" types: insisting on JSON is a second
        // line behind the origin check in lib/http/request-gate.ts.
        if (!isJsonContentType(request.headers.get("content-type"))) throw new StudioError(415, "Send the request body as JSON.");
        const raw = await request.json().catch(() => {
          throw new StudioError(400, "The request body must be JSON.");
        });
        body = parse(options.body, raw);
      }
      const params = await routeParams(route);
      const result = await handler({ user: user as StudioUser, query: query as z.output<Q>, body: body as z.output<B>, params, request });
      return Response.json(result ?? { ok: true }, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      return errorAnswer(error, user);
    }
  };
}

/** Drops empty strings, so an untouched optional field is absent rather than "". */
export function withoutBlanks<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "" && v !== undefined && v !== null)) as T;
}
