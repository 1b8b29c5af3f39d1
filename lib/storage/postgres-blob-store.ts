import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { assertSafeKey, type BlobStore } from "./blob-store";

/** Streams read the bytes a slice at a time: a 40 MB photo never sits whole in one query result. */
export const SLICE_BYTES = 1 << 20;

/**
 * Blobs in the `blobs` table of the database (bytea, stored out of line). Any server of the
 * deployment reads what any other wrote, with nothing to run beside PostgreSQL; an object store
 * is cheaper per gigabyte and lets clients download directly (./s3-blob-store.ts).
 */
export function createPostgresBlobStore(database: () => Promise<Database>): BlobStore {
  return {
    kind: "postgres",
    async put(key, bytes) {
      const digest = createHash("sha256").update(bytes).digest("base64url");
      await queryRows(
        await database(),
        sql`insert into blobs (key, bytes, size, digest) values (${assertSafeKey(key)}, ${bytes}, ${bytes.length}, ${digest})
            on conflict (key) do update set bytes = excluded.bytes, size = excluded.size, digest = excluded.digest, updated_at = now()`,
      );
    },
    async get(key) {
      const [row] = await queryRows<{ bytes: Uint8Array }>(await database(), sql`select bytes from blobs where key = ${assertSafeKey(key)}`);
      return row ? toBuffer(row.bytes) : undefined;
    },
    async open(key) {
      const db = await database();
      const [row] = await queryRows<{ size: number; digest: string }>(db, sql`select size, digest from blobs where key = ${assertSafeKey(key)}`);
      if (!row) return undefined;
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          // substring() on an EXTERNAL bytea reads only the TOAST chunks of that slice (1-based offsets).
          const [slice] = await queryRows<{ part: Uint8Array | null }>(
            db,
            sql`select substring(bytes from ${offset + 1} for ${SLICE_BYTES}) as part from blobs where key = ${key}`,
          );
          const part = slice?.part ? toBuffer(slice.part) : Buffer.alloc(0);
          if (part.length) controller.enqueue(new Uint8Array(part));
          offset += part.length;
          // Gone meanwhile or rewritten shorter: the stream ends rather than loops.
          if (!part.length || offset >= row.size) controller.close();
        },
      });
      return { body, size: row.size, etag: `"${row.digest.slice(0, 32)}"` };
    },
    async delete(key) {
      await queryRows(await database(), sql`delete from blobs where key = ${assertSafeKey(key)}`);
    },
    async deletePrefix(prefix) {
      const pattern = `${assertSafeKey(prefix).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await queryRows(await database(), sql`delete from blobs where key like ${pattern}`);
    },
    presignedUrl: async () => undefined,
    async check() {
      await queryRows(await database(), sql`select 1 from blobs limit 1`);
    },
  };
}

// node-postgres gives a Buffer, PGlite a Uint8Array: one type for callers, without copying.
const toBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
