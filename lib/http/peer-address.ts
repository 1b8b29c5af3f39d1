import "server-only";
import http from "node:http";

/**
 * The address of the socket a request came in on, as a header no client can set: Next keeps a
 * client's own X-Forwarded-For, so that header cannot tell a loopback caller from a remote one.
 */
export const PEER_ADDRESS_HEADER = "x-adcraft-peer-address";

export function stampPeerAddresses() {
  const proto = http.Server.prototype as http.Server & { __adcraftPeer?: true };
  if (proto.__adcraftPeer) return;
  proto.__adcraftPeer = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
    }
    return (emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
