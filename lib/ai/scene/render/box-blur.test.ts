import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { boxBlurAlpha, boxBlurPlane } from "./box-blur";

describe("boxBlurAlpha", () => {
  it("spreads a dot like sharp's Gaussian of the same sigma, within a few levels", async () => {
    const w = 161;
    const h = 121;
    const data = new Uint8Array(w * h);
    for (let y = 50; y < 70; y += 1) for (let x = 70; x < 90; x += 1) data[y * w + x] = 255;
    for (const sigma of [4, 9, 20]) {
      const ours = boxBlurAlpha(data, w, h, sigma);
      const theirs = await sharp(Buffer.from(data), { raw: { width: w, height: h, channels: 1 } }).blur({ sigma, minAmplitude: 0.01 }).extractChannel(0).raw().toBuffer();
      let worst = 0;
      for (let i = 0; i < ours.length; i += 1) worst = Math.max(worst, Math.abs(ours[i]! - theirs[i]!));
      expect(worst).toBeLessThanOrEqual(8);
    }
  });

  it("keeps the total (mass is spread, not lost) when the raster has room", () => {
    const w = 200;
    const h = 200;
    const data = new Uint8Array(w * h);
    data[100 * w + 100] = 255;
    data[100 * w + 101] = 255;
    const sum = (a: Uint8Array) => a.reduce((s, v) => s + v, 0);
    const blurred = boxBlurAlpha(data, w, h, 3);
    expect(Math.abs(sum(blurred) - 510) / 510).toBeLessThan(0.2);
  });

  it("does a wide blur on a shrunk raster within a few levels of the full-size passes", () => {
    const w = 400;
    const h = 300;
    const data = new Uint8Array(w * h);
    // A ragged silhouette, like a product's mask.
    for (let y = 60; y < 240; y += 1) for (let x = 100 + (y % 7); x < 300 - (y % 11); x += 1) data[y * w + x] = 255;
    for (const sigma of [6, 9, 20, 45]) {
      const small = boxBlurAlpha(data, w, h, sigma);
      const full = boxBlurPlane(Float32Array.from(data), w, h, sigma);
      let worst = 0;
      let total = 0;
      for (let i = 0; i < full.length; i += 1) {
        const d = Math.abs(small[i]! - Math.min(255, Math.round(full[i]!)));
        worst = Math.max(worst, d);
        total += d;
      }
      expect(worst).toBeLessThanOrEqual(8);
      expect(total / full.length).toBeLessThan(2);
    }
  });
});
