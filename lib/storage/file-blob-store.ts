import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertSafeKey, type BlobStore } from "./blob-store";

/** Blobs as files below one directory; writes go through a temporary file so readers never see half a blob. */
export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, assertSafeKey(key));
  return {
    kind: "files",
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
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        // A blob is replaced by rename, never written in place: inode, size and time name its content.
        const etag = `"${createHash("sha256").update(`${info.ino}:${info.size}:${info.mtimeMs}`).digest("base64url").slice(0, 32)}"`;
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, etag };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      // Prefixes are folders (a process's creatives): the folder goes, whatever it holds.
      await rm(fileOf(prefix.replace(/\/+$/, "")), { recursive: true, force: true });
    },
    presignedUrl: async () => undefined,
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
