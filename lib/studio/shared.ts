import "server-only";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import { visitorAddress } from "@/lib/http/visitor-address";
import { parseAllowlist } from "@/lib/outbound/allowlist";
import { StudioError } from "./errors";
import { isJsonContentType } from "./same-origin";

/**
 * The BFF side of a client's share link: no session, only the token in the address and, for a
 * link with a password, a cookie holding it, scoped to this link's own BFF path.
 */
export const PASSWORD_COOKIE = "adcraft-share-password";

export const sharedPath = (token: string) => `/api/studio/shared/${encodeURIComponent(token)}`;

/** The token as it may look; anything else is refused before the service is asked. */
export function assertToken(value: string | undefined): string {
  if (!value || !/^rv_[A-Za-z0-9_-]{20,100}$/.test(value)) throw StudioError.notFound("This share link does not exist, has expired or was revoked.");
  return value;
}

/** The visitor's address for the guessing limit: the socket's, or what a TRUSTED_PROXIES proxy says. */
export function clientAddress(request: Request): string {
  return visitorAddress(request.headers, parseAllowlist(getEnv().TRUSTED_PROXIES, "TRUSTED_PROXIES"));
}

export function passwordFromCookie(request: Request): string | undefined {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.split(/;\s*/).find((c) => c.startsWith(`${PASSWORD_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(PASSWORD_COOKIE.length + 1)) : undefined;
}

export function passwordCookie(token: string, password: string, expiresAt: string): string {
  return `${PASSWORD_COOKIE}=${encodeURIComponent(password)}; Path=${sharedPath(token)}; HttpOnly; SameSite=Strict; Expires=${new Date(expiresAt).toUTCString()}`;
}

/** The service's answers in a client's words: a guesser learns nothing a wrong link would not tell. */
export function sharedError(error: unknown): unknown {
  if (!(error instanceof StudioError)) return error;
  if (error.status === 429) return new StudioError(429, "Too many wrong links or passwords from here. Wait a quarter of an hour and try again.");
  return error;
}

export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw new StudioError(415, "Send the request body as JSON.");
  const raw: unknown = await request.json().catch(() => {
    throw new StudioError(400, "The request body must be JSON.");
  });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
    throw new StudioError(422, Object.values(fields).join(" "), fields);
  }
  return parsed.data;
}
