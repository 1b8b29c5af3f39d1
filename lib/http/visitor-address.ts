import "server-only";
import type { Allowlist } from "@/lib/outbound/allowlist";
import { PEER_ADDRESS_HEADER } from "./peer-address";

/**
 * The visitor's address, for limits counted per visitor: the socket's own (stamped by
 * peer-address.ts; no client can set it). Only when that socket is one of TRUSTED_PROXIES does
 * X-Forwarded-For count, read from the right, past further trusted proxies: the last address that
 * no proxy of ours vouches for. A client's own X-Forwarded-For entries stand to the left of it.
 */
export function visitorAddress(headers: Headers, trustedProxies: Allowlist): string {
  const peer = headers.get(PEER_ADDRESS_HEADER) || "unknown";
  if (!trustedProxies.allowsAddress(peer)) return peer;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((a) => a.trim()).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trustedProxies.allowsAddress(chain[i]!)) return chain[i]!;
  return chain[0] ?? peer;
}
