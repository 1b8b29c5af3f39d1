import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowlist } from "./allowlist";
import { checkOutboundUrl, OutboundRefusedError, type Resolver } from "./guard";
import { outboundRequest, OutboundRequestError } from "./request";

/**
 * The guard and the pinned request. Every connection goes to a server of this file on
 * 127.0.0.1; names are answered by a fake resolver, so no real DNS query leaves the machine.
 */
const allowlist = parseAllowlist("127.0.0.1");
const fakeDns: Record<string, string[]> = {
  "hooks.test": ["127.0.0.1"],
  "internal.test": ["10.0.0.5"],
  "mixed.test": ["93.184.215.14", "10.0.0.5"],
  "public.test": ["93.184.215.14"],
  "metadata.test": ["169.254.169.254"],
};
let lookups: string[] = [];
const resolve: Resolver = async (host) => {
  lookups.push(host);
  return (fakeDns[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

let server: http.Server;
let base: string;
const seen: { method: string; url: string; host: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, host: req.headers.host!, body });
      const [, route, arg] = req.url!.split("/");
      if (route === "hop") {
        const n = Number(arg);
        res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : "/ok" }).end();
      } else if (route === "to") res.writeHead(307, { location: decodeURIComponent(arg!) }).end();
      else if (route === "see-other") res.writeHead(303, { location: "/ok" }).end();
      else if (route === "hang") return; // never answers
      else if (route === "big") res.end(Buffer.alloc(2048));
      else res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("checkOutboundUrl", () => {
  it.each(["ftp://127.0.0.1/", "file:///etc/passwd", "gopher://127.0.0.1/", "javascript:alert(1)", "not a url"])("refuses %s by scheme", async (url) => {
    await expect(checkOutboundUrl(url, { allowlist, resolve })).rejects.toThrow(OutboundRefusedError);
  });

  it.each([
    "http://127.0.0.2/", // loopback outside the allowlist
    "http://0x7f000002/", // the same in hex
    "http://2130706434/", // and as one decimal number
    "http://[::1]/",
    "http://[::ffff:127.0.0.2]/",
    "http://0.0.0.0/",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://internal.test/",
    "http://metadata.test/",
    "http://mixed.test/", // one private answer is enough to refuse
    "http://unknown.test/", // does not resolve
  ])("refuses %s", async (url) => {
    await expect(checkOutboundUrl(url, { allowlist, resolve })).rejects.toThrow(OutboundRefusedError);
  });

  it("accepts a public answer and pins it", async () => {
    expect(await checkOutboundUrl("https://public.test/hook", { allowlist, resolve })).toMatchObject({ address: "93.184.215.14", family: 4 });
  });

  it("accepts a private address or name only when allowlisted", async () => {
    expect((await checkOutboundUrl("http://127.0.0.1:9/", { allowlist, resolve })).address).toBe("127.0.0.1");
    expect((await checkOutboundUrl("http://internal.test/", { allowlist: parseAllowlist("internal.test"), resolve })).address).toBe("10.0.0.5");
    expect((await checkOutboundUrl("http://internal.test/", { allowlist: parseAllowlist("10.0.0.0/24"), resolve })).address).toBe("10.0.0.5");
    await expect(checkOutboundUrl("http://internal.test/", { allowlist: parseAllowlist("10.0.1.0/24"), resolve })).rejects.toThrow(/10\.0\.0\.5 is a private address/);
  });
});

describe("outboundRequest", () => {
  it("connects to the address the guard checked, resolving the name once", async () => {
    lookups = [];
    const port = new URL(base).port;
    const response = await outboundRequest(`http://hooks.test:${port}/ok`, { allowlist, resolve, method: "POST", body: "payload" });
    expect(response.status).toBe(200);
    expect(lookups).toEqual(["hooks.test"]);
    expect(seen.at(-1)).toMatchObject({ method: "POST", host: `hooks.test:${port}`, body: "payload" });
  });

  it("follows up to 5 redirects, re-checking each", async () => {
    expect((await outboundRequest(`${base}/hop/5`, { allowlist, resolve })).url).toBe(`${base}/ok`);
    await expect(outboundRequest(`${base}/hop/6`, { allowlist, resolve })).rejects.toThrow(/after 5 redirects/);
  });

  it("refuses a redirect to an address the guard refuses, without connecting to it", async () => {
    for (const target of ["http://127.0.0.2:1/", "http://[::1]:1/"]) {
      await expect(outboundRequest(`${base}/to/${encodeURIComponent(target)}`, { allowlist, resolve })).rejects.toThrow(OutboundRefusedError);
    }
  });

  it("turns a 303 after a POST into a GET", async () => {
    await outboundRequest(`${base}/see-other`, { allowlist, resolve, method: "POST", body: "x" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/ok", body: "" });
  });

  it("returns a 3xx as the answer when redirects are off", async () => {
    expect((await outboundRequest(`${base}/hop/1`, { allowlist, resolve, maxRedirects: 0 })).status).toBe(302);
  });

  it("times out and caps the response size", async () => {
    await expect(outboundRequest(`${base}/hang`, { allowlist, resolve, timeoutMs: 300 })).rejects.toThrow(OutboundRequestError);
    await expect(outboundRequest(`${base}/big`, { allowlist, resolve, maxResponseBytes: 1024 })).rejects.toThrow(/larger than 1024 bytes/);
  });
});
