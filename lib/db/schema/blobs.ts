import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The blob store in the database (lib/storage/postgres-blob-store.ts): with PostgreSQL and no object
 * store, every server reads every cutout and creative with nothing else to run. Keys are the
 * store's keys ("creatives/<application>/<process>/<task>/1080x1080.png"). The bytes are stored
 * EXTERNAL (out of line, uncompressed: PNG and JPEG do not compress further, and a slice of an
 * uncompressed value is read without the rest, which is how the store streams).
 */
export const blobs = pgTable(
  "blobs",
  {
    key: text("key").primaryKey(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    /** sha256 of the bytes, base64url: the download's ETag without reading them */
    digest: text("digest").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // The primary key's index follows the collation, which LIKE 'prefix%' cannot use: prefix deletes can.
  (t) => [index("blobs_key_prefix_idx").using("btree", t.key.op("text_pattern_ops"))],
);
