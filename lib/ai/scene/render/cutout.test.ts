import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { trimmedCutout } from "./cutout";

// The repository's camera photo with its white background keyed out: a real product cutout.
async function cameraCutout() {
  const { data, info } = await sharp(readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg")).resize({ width: 400 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) data[i + 3] = Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 235 ? 0 : 255;
  return { png: await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer(), width: info.width, height: info.height };
}

describe("the trimmed cutout", () => {
  it("is decoded once per content, trimmed to the mask", async () => {
    const { png, width, height } = await cameraCutout();
    const first = trimmedCutout({ image: png });
    expect(trimmedCutout({ image: Buffer.from(png) })).toBe(first); // same bytes, another buffer
    const trimmed = await first;
    expect(trimmed.width).toBeLessThan(width);
    expect(trimmed.height).toBeLessThanOrEqual(height);
    expect(trimmed.data.length).toBe(trimmed.width * trimmed.height * 4);
    // Another mask is another cutout.
    const mask = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const masked = trimmedCutout({ image: png, mask });
    expect(masked).not.toBe(first);
    expect((await masked).width).toBe(width); // a full mask keeps every pixel
  });

  it("does not remember a cutout with nothing in it", async () => {
    const empty = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const first = trimmedCutout({ image: empty });
    await expect(first).rejects.toThrow(/no opaque pixels/);
    const second = trimmedCutout({ image: empty });
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow(/no opaque pixels/);
  });
});
