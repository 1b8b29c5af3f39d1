import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adler32, adler32Combine, deflatePngBand, pngFromBands } from "./png-bands";

// A real photo (grainy: Huffman-coded bands) and a flat canvas with a gradient (runs: Z_RLE).
async function photoRgba() {
  const { data, info } = await sharp(readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg")).resize({ width: 701 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8Array(data), width: info.width, height: info.height };
}
function flatRgba(width: number, height: number) {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) rgba.set([240, 238, 230 - Math.floor(i / width / 8), 255], i * 4);
  return { rgba, width, height };
}

async function decodedRgb(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  return { data, width: info.width, height: info.height };
}

describe("the banded PNG", () => {
  it.each([1, 2, 3, 5])("decodes to the image's pixels from %i bands", async (n) => {
    for (const image of [await photoRgba(), flatRgba(333, 97)]) {
      const { rgba, width, height } = image;
      const step = Math.ceil(height / n);
      const bands = Array.from({ length: n }, (_, i) => deflatePngBand(rgba, width, { y0: Math.min(height, i * step), y1: Math.min(height, (i + 1) * step) }, i === n - 1));
      const decoded = await decodedRgb(pngFromBands(width, height, bands));
      expect([decoded.width, decoded.height]).toEqual([width, height]);
      for (let p = 0; p < width * height; p += 1) {
        if (decoded.data[p * 3] !== rgba[p * 4] || decoded.data[p * 3 + 1] !== rgba[p * 4 + 1] || decoded.data[p * 3 + 2] !== rgba[p * 4 + 2]) {
          throw new Error(`pixel ${p} differs (${n} bands, ${width}x${height})`);
        }
      }
    }
  });

  it("packs a flat image far smaller than a grainy one", async () => {
    const flat = flatRgba(800, 400);
    const flatPng = pngFromBands(800, 400, [deflatePngBand(flat.rgba, 800, { y0: 0, y1: 400 }, true)]);
    expect(flatPng.length).toBeLessThan(800 * 400 * 3 * 0.02);
    const photo = await photoRgba();
    const photoPng = pngFromBands(photo.width, photo.height, [deflatePngBand(photo.rgba, photo.width, { y0: 0, y1: photo.height }, true)]);
    expect(photoPng.length).toBeLessThan(photo.width * photo.height * 3 * 0.7);
  });

  it("computes and combines Adler-32 checksums as zlib does", async () => {
    const { rgba } = await photoRgba();
    const bytes = rgba.subarray(0, 200_003);
    const trailer = (b: Uint8Array) => deflateSync(b).readUInt32BE(deflateSync(b).length - 4);
    expect(adler32(bytes)).toBe(trailer(bytes));
    for (const cut of [0, 1, 65_521, 100_000, 200_003]) {
      const [a, b] = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(trailer(bytes));
    }
  });
});
