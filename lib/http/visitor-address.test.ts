import { describe, expect, it } from "vitest";
import { parseAllowlist } from "@/lib/outbound/allowlist";
import { PEER_ADDRESS_HEADER } from "./peer-address";
import { visitorAddress } from "./visitor-address";

const headers = (peer: string, forwarded?: string) => new Headers({ [PEER_ADDRESS_HEADER]: peer, ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });

describe("visitorAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    const none = parseAllowlist(undefined, "TRUSTED_PROXIES");
    expect(visitorAddress(headers("198.51.100.7", "203.0.113.1"), none)).toBe("198.51.100.7");
    expect(visitorAddress(headers("::ffff:127.0.0.1", "10.9.9.9"), none)).toBe("::ffff:127.0.0.1");
    expect(visitorAddress(new Headers({ "x-forwarded-for": "203.0.113.1" }), none)).toBe("unknown");
  });

  it("reads X-Forwarded-For from the right behind trusted proxies, so a client's own entries do not count", () => {
    const proxies = parseAllowlist("10.0.0.0/8, 127.0.0.1", "TRUSTED_PROXIES");
    expect(visitorAddress(headers("10.0.0.2", "198.51.100.7"), proxies)).toBe("198.51.100.7");
    // The client wrote 1.2.3.4 itself; our proxy appended the address it saw.
    expect(visitorAddress(headers("10.0.0.2", "1.2.3.4, 198.51.100.7"), proxies)).toBe("198.51.100.7");
    // Two proxies of ours in a row.
    expect(visitorAddress(headers("127.0.0.1", "198.51.100.7, 10.1.1.1"), proxies)).toBe("198.51.100.7");
    // A trusted proxy that sent no header is the visitor itself.
    expect(visitorAddress(headers("10.0.0.2"), proxies)).toBe("10.0.0.2");
  });
});
