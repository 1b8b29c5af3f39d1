/**
 * Where files live: cutouts, masks, rendered creatives. Three stores implement it (chosen in
 * ./index.ts from the settings): files below DATA_DIR/blobs (the embedded default), a table of the
 * PostgreSQL database, and S3-compatible object storage. Only the first is private to one machine.
 */
export interface BlobStore {
  /** "files", "postgres" or "s3": shown by /api/ready */
  readonly kind: BlobStoreKind;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when no blob has that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The blob as a stream (large files are not held whole in memory), or undefined when absent. */
  open(key: string): Promise<OpenedBlob | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix`, a folder such as a process's creatives. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A URL the client may fetch the blob from directly for `expiresInSeconds`, when the store gives
   * such links and is set to hand them out; undefined otherwise (the server then streams the blob).
   */
  presignedUrl(key: string, options: PresignOptions): Promise<string | undefined>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

export type BlobStoreKind = "files" | "postgres" | "s3";

export interface OpenedBlob {
  body: ReadableStream<Uint8Array>;
  size: number;
  /** A strong validator of the content (quoted), for ETag. */
  etag: string;
}

export interface PresignOptions {
  expiresInSeconds: number;
  contentType: string;
  fileName: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are made by the app from ids; anything else (a path that climbs, an absolute path) is a bug. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe blob key: ${key}`);
  return key;
}
