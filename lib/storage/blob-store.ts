/**
 * Where files live: cutouts, masks, rendered creatives. The embedded default keeps them under
 * DATA_DIR/blobs; an S3-compatible adapter implements the same four calls.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when no blob has that key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}
