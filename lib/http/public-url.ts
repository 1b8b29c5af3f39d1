import { getEnv } from "@/lib/env";

/** The base URL clients reach this server at: PUBLIC_URL when set (behind a proxy), else the request's origin. */
export function publicBaseUrl(request: Request): string {
  return (getEnv().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
