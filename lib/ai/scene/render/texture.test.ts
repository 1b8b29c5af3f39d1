import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { noiseImage, type NoiseSpec } from "./noise";
import { n, SvgDoc } from "./svg";
import { overlayNoise } from "./texture";

const W = 320;
const H = 200;

async function raster(doc: SvgDoc, body: string): Promise<Buffer> {
  return sharp(Buffer.from(doc.toString(body))).removeAlpha().raw().toBuffer();
}

describe("overlayNoise", () => {
  it("blends its grain layers as one group the way they look blended one by one", async () => {
    // A concrete wall's two layers (the strongest catalog grain, grass at 0.45 each, stays within ~1.5).
    const layers: Array<{ spec: NoiseSpec; contrast: number; opacity: number }> = [
      { spec: { type: "fractalNoise", fx: 0.01, fy: 0.01, octaves: 4, seed: 5 }, contrast: 0.8, opacity: 0.33 },
      { spec: { type: "fractalNoise", fx: 0.3, fy: 0.3, octaves: 2, seed: 6 }, contrast: 0.8, opacity: 0.21 },
    ];
    // Dark, mid and light grounds: overlay treats each half of the range differently.
    const ground = `<rect width="${W}" height="${H}" fill="#2f4a22"/><rect x="107" width="107" height="${H}" fill="#86b35e"/><rect x="214" width="106" height="${H}" fill="#eef0e4"/>`;
    const one = new SvgDoc(W, H);
    const grouped = await raster(one, ground + overlayNoise(one, layers, { x: 0, y: 0, w: W, h: H }));
    const each = new SvgDoc(W, H);
    const stacked = layers.map((l) => noiseImage(each, l.spec, { kind: "grey", contrast: l.contrast }, 0, 0, W, H, ` opacity="${n(l.opacity)}" style="mix-blend-mode:overlay"`)).join("");
    const sequential = await raster(each, ground + stacked);
    let sum = 0;
    let max = 0;
    for (let i = 0; i < grouped.length; i += 1) {
      const d = Math.abs((grouped[i] ?? 0) - (sequential[i] ?? 0));
      sum += d;
      max = Math.max(max, d);
    }
    // Equal to first order; what is left grows with the product of the two opacities.
    expect(sum / grouped.length).toBeLessThan(1);
    expect(max).toBeLessThan(12);
    // And the grain is really there: the textured ground is not flat.
    const plain = await raster(new SvgDoc(W, H), ground);
    let moved = 0;
    for (let i = 0; i < plain.length; i += 1) moved += Math.abs((plain[i] ?? 0) - (grouped[i] ?? 0));
    expect(moved / plain.length).toBeGreaterThan(3);
  });
});
