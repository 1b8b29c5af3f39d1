import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeUpload, reducedSize } from "./decode";

describe("decodeUpload's preview", () => {
  it("decodes a reduced, upright copy beside the full photo, with the same colours", async () => {
    // 1200×800 stored, EXIF orientation 6 (a quarter turn): upright it is 800×1200.
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 30 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await decodeUpload(jpeg, { previewLongSide: 300 });
    expect([image.width, image.height]).toEqual([800, 1200]);
    expect(image.preview).toMatchObject({ width: 200, height: 300 });
    expect(image.preview!.rgb.length).toBe(200 * 300 * 3);
    const [r, g, b] = image.preview!.rgb.subarray(3 * (150 * 200 + 100), 3 * (150 * 200 + 100) + 3);
    expect(Math.abs(r! - image.rgb[0]!) + Math.abs(g! - image.rgb[1]!) + Math.abs(b! - image.rgb[2]!)).toBeLessThan(12);
  });

  it("skips the preview for photos with alpha and for photos already small", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    expect((await decodeUpload(png, { previewLongSide: 300 })).preview).toBeUndefined();
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#888" } }).jpeg().toBuffer();
    expect((await decodeUpload(small, { previewLongSide: 300 })).preview).toBeUndefined();
    expect(reducedSize(200, 100, 300)).toEqual({ width: 200, height: 100 });
  });
});
