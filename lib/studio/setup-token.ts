import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { isLoopbackAddress, PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";

/**
 * First-run setup creates the admin: on a server bound to 0.0.0.0, whoever came first would own
 * it. From the server's own machine setup stays open; from any other address it needs this token,
 * printed in the server's log at start (and new with every start) while setup is pending.
 */
const holder = globalThis as typeof globalThis & { __adcraftSetupToken?: string };

export function setupToken(): string {
  return (holder.__adcraftSetupToken ??= randomBytes(12).toString("base64url"));
}

export function printSetupToken() {
  console.log(`[adcraft] first-run setup is open on this machine; from another machine it needs the setup token ${setupToken()}`);
}

/** Whether the request comes from the server's own machine (setup needs no token then). */
export function fromLoopback(headers: Headers): boolean {
  return isLoopbackAddress(headers.get(PEER_ADDRESS_HEADER));
}

export function setupAllowed(headers: Headers, given: string | undefined): boolean {
  if (fromLoopback(headers)) return true;
  if (!given) return false;
  const expected = Buffer.from(setupToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
