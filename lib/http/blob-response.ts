import "server-only";
import { AppError } from "@/lib/errors";
import { FILE_LENGTH_HEADER } from "./content-length";
import { getBlobStore } from "@/lib/storage";

export interface BlobResponseOptions {
  contentType: string;
  cacheControl: string;
  fileName: string;
  disposition?: "inline" | "attachment";
  /** a presigned link to the object store may answer instead, valid this long */
  presignSeconds?: number;
  /** the error when the blob is gone */
  missing: () => AppError;
}

/**
 * A stored blob as the answer, without holding it in memory: a 302 to a presigned URL of the object
 * store when the store hands those out (the bytes then skip this server), else the store's stream
 * with its length and the store's strong ETag (304 when the client has it).
 */
export async function blobResponse(request: Request, key: string, options: BlobResponseOptions): Promise<Response> {
  const store = getBlobStore();
  if (options.presignSeconds) {
    const url = await store.presignedUrl(key, { expiresInSeconds: options.presignSeconds, contentType: options.contentType, fileName: options.fileName });
    if (url) return new Response(null, { status: 302, headers: { location: url, "cache-control": "private, no-store" } });
  }
  const opened = await store.open(key);
  if (!opened) throw options.missing();
  const headers: Record<string, string> = {
    "content-type": options.contentType,
    "cache-control": options.cacheControl,
    etag: opened.etag,
    "content-disposition": `${options.disposition ?? "inline"}; filename="${options.fileName}"`,
  };
  if (request.headers.get("if-none-match") === opened.etag) {
    await opened.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(opened.body, { headers: { ...headers, "content-length": String(opened.size), [FILE_LENGTH_HEADER]: String(opened.size) } });
}
