import { describe, expect, it } from "vitest";
import { castShadowAlpha, contactAlpha, reflectionRgba } from "./ground-pixels";

/** An RGBA cutout w x h with opaque pixels where `solid(x, y)`. */
function cutout(w: number, h: number, solid: (x: number, y: number) => boolean): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) if (solid(x, y)) px.set([200, 50, 50, 255], (y * w + x) * 4);
  return px;
}

const sumColumns = (r: { width: number; height: number; data: Uint8Array }, x0: number, x1: number) => {
  let s = 0;
  for (let y = 0; y < r.height; y += 1) for (let x = x0; x < x1; x += 1) s += r.data[y * r.width + x] ?? 0;
  return s;
};

describe("ground pixels", () => {
  it("puts no contact shadow under parts that do not touch the floor", () => {
    // Two legs with an arch between them (x 10..29 is open at the bottom).
    const w = 40;
    const h = 60;
    const px = cutout(w, h, (x, y) => y < 40 || x < 10 || x >= 30);
    const r = contactAlpha(px, w, h, 100, 200, 2, 4);
    const offset = 100 - r.left;
    expect(sumColumns(r, offset + 2, offset + 8)).toBeGreaterThan(0);
    expect(sumColumns(r, offset + 14, offset + 26)).toBe(0);
  });

  it("throws the cast shadow away from the light", () => {
    const w = 20;
    const h = 50;
    const px = cutout(w, h, () => true);
    // Positive shear: the light is on the left, the shadow leans right.
    const { far } = castShadowAlpha(px, w, h, 100, 200, { shear: 0.8, squash: 0.3, pad: 0 });
    const centre = 110 - far.left;
    expect(sumColumns(far, centre + 15, far.width)).toBeGreaterThan(sumColumns(far, 0, Math.max(0, centre - 15)) + 1000);
    // The shadow lies on the floor behind the base: no pixel below it.
    expect(far.top + far.height).toBeLessThanOrEqual(200);
  });

  it("mirrors the cutout below its base and fades it out", () => {
    const w = 4;
    const h = 10;
    const px = cutout(w, h, (_x, y) => y >= 5);
    const r = reflectionRgba(px, w, h, 0, 10, 0.6, 10);
    expect(r.top).toBe(11);
    const alphaAt = (row: number) => r.data[(row * w + 1) * 4 + 3] ?? 0;
    expect(alphaAt(0)).toBeGreaterThan(alphaAt(3));
    expect(alphaAt(0)).toBeLessThanOrEqual(Math.round(255 * 0.6));
    expect(alphaAt(6)).toBe(0); // the transparent top of the cutout, mirrored
  });
});
