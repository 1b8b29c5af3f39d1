import "server-only";
import { gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { CONTENT_ENCODING_HEADER, FILE_LENGTH_HEADER } from "./content-length";

/**
 * Below this many bytes an answer goes as it is: gzip's header and trailer would take back most of
 * what it saves (the threshold of the compression package Next uses, which never saw a route's
 * length and so gzipped even a bare `{"credits":5}`).
 */
export const GZIP_MIN_BYTES = 1024;

/**
 * An API answer as JSON with its length, gzipped here in one call when it is at least
 * GZIP_MIN_BYTES and the client takes gzip. Next's compression middleware, left to itself,
 * gzipped every answer through a stream flushed after each chunk, on the thread pool: about a
 * millisecond of server CPU for POST Ads's 7 kB (docs/benchmarks.md). It leaves an answer that
 * states its encoding or a length under its threshold alone; both headers travel under names Next
 * does not drop (content-length.ts).
 */
export function jsonResponse(request: Request, value: unknown, headers: Record<string, string>): Response {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError("The answer is not JSON serializable.");
  const json = Buffer.from(text);
  const out = new Headers(headers);
  out.set("content-type", "application/json");
  out.append("vary", "Accept-Encoding");
  let body: Buffer = json;
  if (json.byteLength >= GZIP_MIN_BYTES && acceptsGzip(request.headers.get("accept-encoding"))) {
    body = gzipSync(json);
    out.set(CONTENT_ENCODING_HEADER, "gzip");
  }
  out.set(FILE_LENGTH_HEADER, String(body.byteLength));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers: out });
}

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3): named, or `*`, with a weight
 * above 0. Negotiated by `negotiator`, the parser Express's and Next's compression use; the
 * obsolete alias `x-gzip` is not read (the answer then goes uncompressed, which every client takes).
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return new Negotiator({ headers: { "accept-encoding": header } }).encodings(["gzip"]).length > 0;
}
