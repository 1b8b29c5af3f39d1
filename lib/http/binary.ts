import { createHash } from "node:crypto";
import { FILE_LENGTH_HEADER } from "./content-length";

/** A file answer with a strong ETag, so clients and proxies can cache and revalidate it. */
export function binaryResponse(request: Request, bytes: Buffer, options: { contentType: string; cacheControl: string; fileName?: string; disposition?: "inline" | "attachment" }) {
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  const headers: Record<string, string> = { "content-type": options.contentType, "cache-control": options.cacheControl, etag };
  if (options.fileName) headers["content-disposition"] = `${options.disposition ?? "inline"}; filename="${options.fileName}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "content-length": String(bytes.length), [FILE_LENGTH_HEADER]: String(bytes.length) } });
}
