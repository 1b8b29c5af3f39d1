/** Judges an upload's type by its first bytes, never by its name or declared content type. */

export type SniffedType = "jpeg" | "png" | "gif" | "webp" | "heif" | "tiff" | "bmp" | "pdf" | "unknown";

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF8"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "heif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (startsWith(bytes, ascii("BM"))) return "bmp";
  if (startsWith(bytes, ascii("%PDF"))) return "pdf";
  return "unknown";
}

const NAMES: Record<SniffedType, string> = {
  jpeg: "a JPG",
  png: "a PNG",
  gif: "a GIF",
  webp: "a WebP image",
  heif: "a HEIC/AVIF image",
  tiff: "a TIFF image",
  bmp: "a BMP image",
  pdf: "a PDF document",
  unknown: "not an image we recognise",
};

/** "this file is a GIF" — used to tell the user what we actually received. */
export const describeSniffedType = (type: SniffedType) => NAMES[type];
