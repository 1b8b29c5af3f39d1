import ipaddr from "ipaddr.js";

/**
 * The operator's OUTBOUND_ALLOWLIST: host names, IP addresses and CIDR ranges that outgoing
 * requests may reach although they are private (e.g. `127.0.0.1,localhost,10.0.0.0/8`).
 */
export interface Allowlist {
  allowsHost(hostname: string): boolean;
  allowsAddress(address: string): boolean;
}

const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, "");

/** Also read for TRUSTED_PROXIES (addresses and ranges only): `name` is the variable an error names. */
export function parseAllowlist(text: string | undefined, name = "OUTBOUND_ALLOWLIST"): Allowlist {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of (text ?? "").split(",")) {
    const entry = raw.trim().replace(/^\[(.*)\]$/, "$1");
    if (!entry) continue;
    if (entry.includes("/")) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new Error(`${name}: "${entry}" is not a valid CIDR range.`);
      }
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    } else if (/^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/i.test(entry)) {
      hosts.add(normalizeHost(entry));
    } else {
      throw new Error(`${name}: "${entry}" is not a host name, IP address or CIDR range.`);
    }
  }
  return {
    allowsHost: (hostname) => hosts.has(normalizeHost(hostname)),
    allowsAddress(address) {
      if (!ipaddr.isValid(address)) return false;
      let parsed = ipaddr.parse(address);
      if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
      return ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
    },
  };
}
