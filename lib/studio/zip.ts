import "server-only";
import { zipSync } from "fflate";

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * A ZIP of stored (uncompressed) entries, by fflate: PNG, JPEG and PDF are compressed already, so
 * deflating them again would cost CPU for nothing. Names in UTF-8; entry names must be unique.
 */
export function zipStored(entries: ZipEntry[], now = new Date()): Buffer {
  const files = Object.fromEntries(entries.map((entry) => [entry.name, [new Uint8Array(entry.data.buffer, entry.data.byteOffset, entry.data.length), { level: 0 as const, mtime: now }] as const]));
  if (Object.keys(files).length !== entries.length) throw new Error("Two ZIP entries have the same name.");
  const zip = zipSync(files as never);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.length);
}
