import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { bareHost, forbiddenRange } from "./address";
import { parseAllowlist, type Allowlist } from "./allowlist";
import { isOwnStudioReceiver } from "./own-receiver";

/** An outgoing URL the guard refused; the message completes "The <field> field …". */
export class OutboundRefusedError extends Error {}

/** The host name has no address. A refusal for a URL a client configures; a site that cannot be read for one fetched now. */
export class OutboundUnresolvedError extends OutboundRefusedError {}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A checked URL and the address it must be reached at (the connection is pinned to it). */
export interface OutboundTarget extends ResolvedAddress {
  url: URL;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  allowlist?: Allowlist;
  /** DNS resolution; injectable so tests never query a real resolver. */
  resolve?: Resolver;
  /** URL schemes allowed; http: and https: unless told otherwise (e.g. amqp: for a broker). */
  protocols?: string[];
}

const rangeNames: Record<string, string> = {
  loopback: "loopback",
  private: "private",
  linkLocal: "link-local (cloud metadata)",
  carrierGradeNat: "carrier-grade NAT",
  uniqueLocal: "unique-local",
  unspecified: "unspecified",
  multicast: "multicast",
  broadcast: "broadcast",
};

let configured: Allowlist | undefined;
const operatorAllowlist = () => (configured ??= parseAllowlist(getEnv().OUTBOUND_ALLOWLIST));

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Checks an outgoing URL: http(s) only, and every address its host resolves to must be public
 * unless the operator allowlisted the host name or the address. Checking all addresses (not just
 * one) stops a name that mixes a public and a private answer from slipping through.
 */
export async function checkOutboundUrl(input: string | URL, options: GuardOptions = {}): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundRefusedError("must be an absolute URL.");
  }
  const protocols = options.protocols ?? ["http:", "https:"];
  if (!protocols.includes(url.protocol)) throw new OutboundRefusedError(`must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL.`);
  const host = bareHost(url.hostname);
  const allowlist = options.allowlist ?? operatorAllowlist();

  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw new OutboundUnresolvedError(`names a host (${host}) that could not be resolved.`);
  }

  if (!allowlist.allowsHost(host) && !isOwnStudioReceiver(url)) {
    for (const { address } of addresses) {
      const range = forbiddenRange(address);
      if (range && !allowlist.allowsAddress(address)) {
        throw new OutboundRefusedError(
          `is refused: ${address} is a ${rangeNames[range] ?? "reserved"} address. Outgoing requests reach such addresses only when the operator lists them in OUTBOUND_ALLOWLIST.`,
        );
      }
    }
  }
  return { url, ...addresses[0]! };
}
