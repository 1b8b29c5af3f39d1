import { describe, expect, it } from "vitest";
import { forbiddenRange } from "./address";
import { parseAllowlist } from "./allowlist";

// The classifier only: nothing here opens a connection.
describe("forbiddenRange", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"], // AWS/GCP/Azure metadata
    ["100.64.0.1", "carrierGradeNat"],
    ["100.100.100.200", "carrierGradeNat"], // Alibaba metadata
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.10", "reserved"],
    ["198.18.0.1", "reserved"],
    ["240.0.0.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd00:ec2::254", "uniqueLocal"], // AWS IPv6 metadata
    ["ff02::1", "multicast"],
    ["::ffff:10.0.0.1", "private"], // IPv4-mapped: judged as the IPv4 address
    ["::ffff:127.0.0.1", "loopback"],
    ["::10.0.0.1", "private"], // the dotted form parses as IPv4-mapped
    ["::a00:1", "reserved"], // deprecated IPv4-compatible form of 10.0.0.1
    ["64:ff9b::a00:1", "rfc6052"], // NAT64 of 10.0.0.1
    ["2002:a00:1::", "6to4"],
    ["2001::1", "teredo"],
    ["2001:db8::1", "reserved"],
    ["not-an-ip", "invalid"],
  ])("refuses %s (%s)", (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:1.1.1.1"])("allows the public address %s", (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });
});

describe("parseAllowlist", () => {
  const list = parseAllowlist(" 127.0.0.1 , LocalHost., 10.0.0.0/8, [::1], fd00::/8 ,");

  it("matches host names case-insensitively, ignoring a trailing dot", () => {
    expect(list.allowsHost("localhost")).toBe(true);
    expect(list.allowsHost("localhost.")).toBe(true);
    expect(list.allowsHost("127.0.0.1")).toBe(false); // an IP entry matches addresses, not names
    expect(list.allowsHost("evil-localhost")).toBe(false);
  });

  it("matches single addresses and CIDR ranges of the same family, IPv4-mapped included", () => {
    expect(list.allowsAddress("127.0.0.1")).toBe(true);
    expect(list.allowsAddress("127.0.0.2")).toBe(false);
    expect(list.allowsAddress("10.200.3.4")).toBe(true);
    expect(list.allowsAddress("::ffff:10.0.0.9")).toBe(true);
    expect(list.allowsAddress("11.0.0.1")).toBe(false);
    expect(list.allowsAddress("::1")).toBe(true);
    expect(list.allowsAddress("fd12::1")).toBe(true);
    expect(list.allowsAddress("fe80::1")).toBe(false);
  });

  it("rejects a malformed entry with a message naming it", () => {
    expect(() => parseAllowlist("10.0.0.0/40")).toThrow(/10\.0\.0\.0\/40/);
    expect(() => parseAllowlist("localhost,http://x")).toThrow(/http:\/\/x/);
  });

  it("allows nothing when empty", () => {
    expect(parseAllowlist(undefined).allowsAddress("127.0.0.1")).toBe(false);
    expect(parseAllowlist("").allowsHost("localhost")).toBe(false);
  });
});

describe("OUTBOUND_ALLOWLIST in the configuration", () => {
  it("is checked at start-up", async () => {
    const { parseEnv } = await import("@/lib/env");
    expect(parseEnv({ OUTBOUND_ALLOWLIST: "127.0.0.1,localhost,10.0.0.0/8" }).OUTBOUND_ALLOWLIST).toBe("127.0.0.1,localhost,10.0.0.0/8");
    expect(() => parseEnv({ OUTBOUND_ALLOWLIST: "10.0.0.0/99" })).toThrow(/OUTBOUND_ALLOWLIST must be/);
    expect(() => parseEnv({ ENCRYPTION_KEY: "short" })).toThrow(/ENCRYPTION_KEY must be a 32-byte/);
  });
});
