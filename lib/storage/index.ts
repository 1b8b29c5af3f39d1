import "server-only";
import path from "node:path";
import { getEnv } from "@/lib/env";
import type { BlobStore } from "./blob-store";
import { createFileBlobStore } from "./file-blob-store";

export type { BlobStore } from "./blob-store";

let store: BlobStore | undefined;

/** The process's blob store, chosen from the settings. */
export function getBlobStore(): BlobStore {
  store ??= createFileBlobStore(path.join(getEnv().DATA_DIR, "blobs"));
  return store;
}
