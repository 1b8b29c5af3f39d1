import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bands } from "./band-work";
import { adler32, adler32Combine, joinBands, packBand } from "./png-bands";

/** An opaque RGBA canvas with smooth light and film-grain-like noise, as the scenes have. */
function canvas(width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let i = 0; i < px.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 4) % width;
    const grain = (seed >>> 24) % 9;
    px[i] = (x * 255) / width + grain;
    px[i + 1] = 120 + grain;
    px[i + 2] = 200 - grain;
    px[i + 3] = 255;
  }
  return px;
}

/** zlib's own Adler-32: the last four bytes of a zlib stream. */
const zlibAdler = (bytes: Uint8Array) => deflateSync(bytes).readUInt32BE(deflateSync(bytes).length - 4);

describe("PNG in bands", () => {
  it("computes Adler-32 as zlib does, and combines two runs' into the joined run's", () => {
    const bytes = canvas(300, 50); // 60 000 bytes: past zlib's 5552-byte reduction step many times
    expect(adler32(bytes)).toBe(zlibAdler(bytes));
    for (const cut of [0, 1, 5552, 33_333, bytes.length]) {
      const [a, b] = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(adler32(bytes));
    }
  });

  it.each([1, 2, 3])("writes a PNG that decodes to the canvas's RGB exactly (%i bands)", async (count) => {
    const [width, height] = [333, 101]; // rows that do not split evenly
    const px = canvas(width, height);
    const parts = bands(height, count);
    const png = joinBands(width, height, parts.map((rows, i) => packBand(px, width, rows, i === parts.length - 1)));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width, height, channels: 3 });
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0, o = 0; i < px.length; i += 4, o += 3) rgb.set(px.subarray(i, i + 3), o);
    expect(data.equals(rgb)).toBe(true);
  });

  it("packs as small as sharp's PNG at level 3 (what the scenes were written with before)", async () => {
    const [width, height] = [1674, 628];
    const px = canvas(width, height);
    const parts = bands(height, 2);
    const ours = joinBands(width, height, parts.map((rows, i) => packBand(px, width, rows, i === parts.length - 1)));
    const theirs = await sharp(px, { raw: { width, height, channels: 4 } }).removeAlpha().png({ compressionLevel: 3 }).toBuffer();
    expect(ours.length / theirs.length).toBeGreaterThan(0.95);
    expect(ours.length / theirs.length).toBeLessThan(1.02);
  });
});
