// An opaque scene's PNG written a band of rows at a time, the bands deflated apart (on the pixel
// threads, pixel-threads.ts) and joined into one stream, as pigz does: every band but the last
// ends with a sync flush (byte-aligned, not final), so the raw deflate streams concatenate, and
// the zlib checksum is combined from the bands' own. Pure code on node:zlib: the threads import it.
//
// Why not sharp's encoder: film grain does not compress, and zlib-ng in sharp spent 35-60 ms of
// one core on a grainy 1674x628 scene. Rows are filtered by Sub (a pixel minus its left
// neighbour); a flat band (most differences zero) is deflated with run-length matching (Z_RLE), a
// grainy one with Huffman coding alone, which packs it as small at half the time: the six
// benchmark presets average ~9 ms of CPU and 605 KB where sharp's level 3 took 19 ms and 781 KB.
import { constants, deflateRawSync } from "node:zlib";
import type { Rows } from "./rows";
import { PNG_SIGNATURE, pngChunk } from "./png";

export interface PngBand {
  /** raw deflate data of the band's filtered rows; ends the stream only if it was the last band */
  deflated: Uint8Array;
  /** Adler-32 of the filtered rows, and their length in bytes (to combine the checksums) */
  adler: number;
  length: number;
}

/** Rows `rows` of `rgba` (RGBA, `width` wide; alpha dropped) as one band of an RGB PNG's data. */
export function deflatePngBand(rgba: Uint8Array, width: number, rows: Rows, last: boolean): PngBand {
  const stride = width * 3 + 1;
  const filtered = Buffer.allocUnsafe(stride * Math.max(0, rows.y1 - rows.y0));
  let o = 0;
  let zeros = 0;
  for (let y = rows.y0; y < rows.y1; y += 1) {
    filtered[o++] = 1; // filter type Sub
    let r0 = 0;
    let g0 = 0;
    let b0 = 0;
    for (let p = y * width * 4, end = p + width * 4; p < end; p += 4, o += 3) {
      const r = rgba[p]!;
      const g = rgba[p + 1]!;
      const b = rgba[p + 2]!;
      const dr = (r - r0) & 255;
      const dg = (g - g0) & 255;
      const db = (b - b0) & 255;
      filtered[o] = dr;
      filtered[o + 1] = dg;
      filtered[o + 2] = db;
      zeros += ((dr - 1) >>> 31) + ((dg - 1) >>> 31) + ((db - 1) >>> 31); // 1 for each 0
      r0 = r;
      g0 = g;
      b0 = b;
    }
  }
  const deflated = deflateRawSync(filtered, {
    level: 1,
    // Runs are worth matching only where most differences are zero (smooth, grain-free bands).
    strategy: zeros >= 0.8 * filtered.length ? constants.Z_RLE : constants.Z_HUFFMAN_ONLY,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
  return { deflated, adler: adler32(filtered), length: filtered.length };
}

/** The PNG (8-bit RGB) of a `width` x `height` image from its bands, top to bottom. */
export function pngFromBands(width: number, height: number, bands: PngBand[]): Buffer {
  let adler = 1; // of no bytes
  let size = 2 + 4; // zlib header and checksum
  for (const band of bands) {
    adler = adler32Combine(adler, band.adler, band.length);
    size += band.deflated.length;
  }
  const idat = Buffer.allocUnsafe(size);
  idat[0] = 0x78; // deflate, 32 KB window
  idat[1] = 0x01; // fastest compression; (0x7801 % 31 === 0)
  let o = 2;
  for (const band of bands) {
    idat.set(band.deflated, o);
    o += band.deflated.length;
  }
  idat.writeUInt32BE(adler, o);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 2; // RGB
  return Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", ihdr), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}

const BASE = 65521;

/** Adler-32 of `bytes`, summed in runs short enough that the sums stay below 2^31. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    for (const end = Math.min(bytes.length, i + 3800); i < end; i += 1) {
      a += bytes[i]!;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from each run's own (zlib's adler32_combine). */
export function adler32Combine(adler1: number, adler2: number, length2: number): number {
  const rem = length2 % BASE;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (adler2 & 0xffff) + BASE - 1;
  sum2 += ((adler1 >>> 16) & 0xffff) + ((adler2 >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
