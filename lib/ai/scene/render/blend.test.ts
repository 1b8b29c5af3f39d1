import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blendInto } from "./blend";

describe("blendInto", () => {
  it.each(["over", "multiply", "screen"] as const)("blends %s like sharp's composite, within a level, inside the layer's box only", async (blend) => {
    const W = 40;
    const H = 30;
    const canvas = Buffer.alloc(W * H * 4);
    for (let i = 0; i < W * H; i += 1) canvas.set([(i * 7) & 255, (i * 13) & 255, 200, 255], i * 4);
    const layer = { width: 30, height: 20, left: 20, top: -5 };
    const data = Buffer.alloc(layer.width * layer.height * 4);
    for (let i = 0; i < layer.width * layer.height; i += 1) data.set([(i * 3) & 255, 90, (i * 5) & 255, (i * 17) & 255], i * 4);
    const cropped = await sharp(data, { raw: { width: 30, height: 20, channels: 4 } }).extract({ left: 0, top: 5, width: 20, height: 15 }).raw().toBuffer();
    const expected = await sharp(canvas, { raw: { width: W, height: H, channels: 4 } })
      .composite([{ input: cropped, raw: { width: 20, height: 15, channels: 4 }, left: 20, top: 0, blend }])
      .raw()
      .toBuffer();
    const ours = Buffer.from(canvas);
    blendInto(ours, W, H, { ...layer, data, blend });
    for (let i = 0; i < ours.length; i += 1) expect(Math.abs(ours[i]! - expected[i]!)).toBeLessThanOrEqual(1);
    // Outside the box nothing moved.
    expect([...ours.subarray(0, 20 * 4)]).toEqual([...canvas.subarray(0, 20 * 4)]);
  });
});
