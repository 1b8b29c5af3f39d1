import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CONTENT_ENCODING_HEADER, FILE_LENGTH_HEADER } from "./content-length";
import { acceptsGzip, GZIP_MIN_BYTES, jsonResponse } from "./json-response";

const request = (acceptEncoding?: string) => new Request("http://test/api", { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });
const large = { adTexts: Array.from({ length: 40 }, (_, i) => ({ id: i, value: `Coffee that stays hot, text ${i} ☕` })) };

describe("acceptsGzip", () => {
  it("takes gzip named or as *, with a weight above 0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
  });

  it("refuses it absent, weighted 0, or excluded beside *", () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=abc")).toBe(false);
    expect(acceptsGzip("x-gzip")).toBe(false); // obsolete alias: answered uncompressed
  });
});

describe("jsonResponse", () => {
  it("sends a small answer as it is, with its length and the given headers", async () => {
    const response = jsonResponse(request("gzip"), { credits: 5 }, { "cache-control": "no-store", "x-trace-id": "t" });
    expect(response.headers.get(CONTENT_ENCODING_HEADER)).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-trace-id")).toBe("t");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get(FILE_LENGTH_HEADER)).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ credits: 5 });
  });

  it("gzips an answer of at least GZIP_MIN_BYTES for a client that takes gzip; the same JSON once unzipped", async () => {
    expect(JSON.stringify(large).length).toBeGreaterThanOrEqual(GZIP_MIN_BYTES);
    const response = jsonResponse(request("gzip, deflate"), large, {});
    expect(response.headers.get(CONTENT_ENCODING_HEADER)).toBe("gzip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get(FILE_LENGTH_HEADER)).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(large).length);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(large);
  });

  it("sends a large answer as it is to a client that does not take gzip", async () => {
    for (const header of [undefined, "identity", "gzip;q=0"]) {
      const response = jsonResponse(request(header), large, {});
      expect(response.headers.get(CONTENT_ENCODING_HEADER)).toBeNull();
      expect(JSON.parse(await response.text())).toEqual(large);
    }
  });
});
