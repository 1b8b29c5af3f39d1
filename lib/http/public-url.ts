import { getEnv } from "@/lib/env";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The base URL clients reach this server at, for every absolute URL the API hands out:
 * PUBLIC_URL when set; else the request's X-Forwarded-Proto / X-Forwarded-Host (a proxy in
 * front), else its Host header — never the address the server bound to. A header that is not a
 * plain host name falls back to the request URL's host.
 */
export function publicBaseUrl(request: Request): string {
  const configured = getEnv().PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const forwardedProto = first("x-forwarded-proto")?.toLowerCase();
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : url.protocol.replace(":", "");
  const host = [first("x-forwarded-host"), first("host")].find((h) => h && HOST.test(h)) ?? url.host;
  return `${proto}://${host}`;
}
