import "server-only";
import type { z } from "zod";
import type { apiKeySummary } from "@/lib/schemas/account";
import { getEnv } from "@/lib/env";
import type { StudioApiKey } from "./api-access";

/** A listed key for the browser: already masked by the service; the studio's own key marked. */
export function keyForBrowser(key: z.output<typeof apiKeySummary>): StudioApiKey {
  return {
    id: key.id,
    label: key.label,
    maskedKey: key.maskedKey,
    credits: key.credits,
    createdAt: key.createdAt,
    revokedAt: key.revokedAt,
    lastUsedAt: key.lastUsedAt,
    isWorkspaceKey: key.isCallingKey,
  };
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Where API clients reach the service: BACKEND_URL when the studio drives another deployment,
 * else PUBLIC_URL, else the address the admin opened the page at (its Host, as a proxy forwards
 * it; Next's request.url names its own hostname instead). A host of any other shape is ignored,
 * so nothing but a host lands in the shell example.
 */
export function publicServiceUrl(request: Request): string {
  const env = getEnv();
  const configured = env.BACKEND_URL ?? env.PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ?? request.headers.get("host");
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? url.protocol.slice(0, -1);
  return host && HOST.test(host) && (proto === "http" || proto === "https") ? `${proto}://${host}` : url.origin;
}
