import ipaddr from "ipaddr.js";

/**
 * Classifies an IP address for outgoing requests: null for an ordinary public unicast address,
 * otherwise the name of the special range it lies in (loopback, private, linkLocal — which holds
 * the cloud metadata address 169.254.169.254 —, carrierGradeNat, uniqueLocal, multicast, reserved…).
 * Anything ipaddr.js does not call "unicast" is refused: that covers every range in its tables,
 * including the IPv6 transition ranges (6to4, Teredo, NAT64) that can embed a private IPv4 address.
 */
export function forbiddenRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "invalid";
  let parsed = ipaddr.parse(address);
  // ::ffff:a.b.c.d reaches the IPv4 address a.b.c.d: judge that address.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range !== "unicast") return range;
  // The deprecated IPv4-compatible form ::a.b.c.d (::/96) is not in ipaddr.js's tables.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return "reserved";
  return null;
}

/** Strips the brackets of an IPv6 URL host ("[::1]" → "::1"). */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}
