import "server-only";
import path from "node:path";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import type { BlobStore } from "./blob-store";

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Blobs as files below one directory; writes go through a temporary file so readers never see half a blob. */
export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
