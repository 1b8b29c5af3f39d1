import sharp from "sharp";

/**
 * What the stand-ins' "model" does: the picture it was given, with the masked area (mask value m,
 * 0..1) repainted as m × a scene of its own (a warm backdrop over a darker floor with a soft light
 * spot, varied by the seed) + (1 − m) × the original. A real image, so that tests check the
 * compositing by pixels: the repainted scene differs from the composed one, the product does not.
 */
export async function paintMasked(scenePng: Buffer, maskPng: Buffer, seed: number, width?: number, height?: number): Promise<Buffer> {
  const meta = await sharp(scenePng).metadata();
  const W = width ?? meta.width!;
  const H = height ?? meta.height!;
  const scene = await sharp(scenePng).resize(W, H, { fit: "fill" }).removeAlpha().toColourspace("srgb").raw().toBuffer();
  const mask = await sharp(maskPng).resize(W, H, { fit: "fill" }).extractChannel(0).raw().toBuffer();
  const hue = (seed % 97) / 97;
  const out = Buffer.alloc(W * H * 3);
  const horizon = 0.62 * H;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const spot = Math.exp(-(((x - 0.3 * W) / (0.35 * W)) ** 2 + ((y - 0.3 * H) / (0.4 * H)) ** 2));
      const floor = y > horizon;
      const base = floor ? [96, 70, 52] : [214, 168 + 40 * hue, 122];
      const m = (mask[i] ?? 0) / 255;
      for (let c = 0; c < 3; c += 1) {
        const painted = Math.min(255, (base[c] ?? 0) + 40 * spot);
        out[i * 3 + c] = Math.round(painted * m + (scene[i * 3 + c] ?? 0) * (1 - m));
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } }).png().toBuffer();
}
