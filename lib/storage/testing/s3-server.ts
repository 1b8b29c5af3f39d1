import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** An S3-compatible server (s3rver, objects in a temporary folder) on a free 127.0.0.1 port, with one bucket. */
export async function startS3Server(bucket = "adcraft-test"): Promise<{ endpoint: string; bucket: string; blobStoreUrl: (query?: string) => string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "adcraft-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts its own fixed key pair only.
    blobStoreUrl: (query = "") => `s3://S3RVER:S3RVER@${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1${query}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
