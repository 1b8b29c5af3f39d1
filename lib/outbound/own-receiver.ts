import "server-only";
import { getEnv } from "@/lib/env";

/** The studio's webhook receiver (app/api/studio/notifications/receiver). */
export const STUDIO_RECEIVER_PATH = "/api/studio/notifications/receiver";

/** This server's own address, as a process on this machine reaches it (a wildcard bind is reached on loopback). */
export function ownBaseUrl(): string {
  const { HOST, PORT } = getEnv();
  const host = ["0.0.0.0", "::", "[::]"].includes(HOST) ? "127.0.0.1" : HOST.includes(":") ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

/**
 * Exactly this server's own studio receiver: the one loopback target allowed without
 * OUTBOUND_ALLOWLIST, so that a fresh install's one-click notification channel works with nothing
 * configured. It reaches no other route, port or host, and the receiver records only messages
 * signed with a secret it holds.
 */
export function isOwnStudioReceiver(url: URL): boolean {
  return `${url.protocol}//${url.host}` === ownBaseUrl() && url.pathname === STUDIO_RECEIVER_PATH && !url.search && !url.username && !url.password;
}
