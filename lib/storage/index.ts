import "server-only";
import path from "node:path";
import { getDatabase } from "@/lib/db";
import { blobStoreKind, getEnv } from "@/lib/env";
import type { BlobStore } from "./blob-store";
import { parseBlobStoreUrl } from "./blob-store-url";
import { createFileBlobStore } from "./file-blob-store";
import { createPostgresBlobStore } from "./postgres-blob-store";
import { createS3BlobStore } from "./s3-blob-store";

export type { BlobStore, OpenedBlob } from "./blob-store";

// One per process across Next's route bundles (the S3 client keeps its connections).
const holder = globalThis as typeof globalThis & { __adcraftBlobStore?: BlobStore };

/** The process's blob store, chosen from the settings (lib/env.ts blobStoreKind). */
export function getBlobStore(): BlobStore {
  holder.__adcraftBlobStore ??= createBlobStore();
  return holder.__adcraftBlobStore;
}

function createBlobStore(): BlobStore {
  const env = getEnv();
  switch (blobStoreKind(env)) {
    case "s3":
      return createS3BlobStore(parseBlobStoreUrl(env.BLOB_STORE_URL!));
    case "postgres":
      return createPostgresBlobStore(getDatabase);
    default:
      return createFileBlobStore(path.join(env.DATA_DIR, "blobs"));
  }
}
