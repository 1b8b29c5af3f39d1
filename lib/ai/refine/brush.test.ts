import { describe, expect, it } from "vitest";
import { refineWithBrush, type Raster } from "./brush";
import type { BrushStroke } from "./strokes";

/**
 * A product on a plain backdrop, drawn with noise: an orange disc, and a dark green blob stuck to
 * its right side (a stray part). Truths are exact, so the refined boundary can be measured.
 */
const W = 320, H = 300;
const disc = (x: number, y: number) => Math.hypot(x - 150, y - 150) <= 70;
const blob = (x: number, y: number) => Math.hypot(x - 228, y - 150) <= 18;

function photo(): Raster {
  const rgb = new Uint8Array(W * H * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 12;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = blob(x, y) ? [40, 90, 45] : disc(x, y) ? [215, 95, 40] : [232, 230, 226];
      for (let k = 0; k < 3; k++) rgb[(y * W + x) * 3 + k] = Math.max(0, Math.min(255, c[k]! + noise()));
    }
  }
  return { width: W, height: H, rgb };
}

function maskOf(inside: (x: number, y: number) => boolean) {
  const m = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) m[y * W + x] = inside(x, y) ? 255 : 0;
  return m;
}

function iou(a: Uint8Array, b: Uint8Array) {
  let i = 0, u = 0;
  for (let p = 0; p < a.length; p++) {
    const x = a[p]! >= 128, y = b[p]! >= 128;
    if (x && y) i++;
    if (x || y) u++;
  }
  return i / u;
}

const run = (old: Uint8Array, strokes: BrushStroke[]) => {
  const image = photo();
  return refineWithBrush({ strokes, region: { left: 0, top: 0 }, full: image, work: image, fullMask: old, workMask: old });
};

describe("refine brush", () => {
  it("a keep stroke across a part the mask missed brings it back, up to the product's own edge", () => {
    const missed = maskOf((x, y) => disc(x, y) && y > 110); // the top of the disc was missed
    const truth = maskOf(disc);
    // A sloppy stroke: its 40 px brush reaches 30 px past the disc's top into the backdrop.
    const { alpha } = run(missed, [{ mode: "keep", radius: 40, points: [[110, 100], [150, 110], [190, 100]] }]);
    expect(iou(missed, truth)).toBeLessThan(0.93);
    expect(iou(alpha, truth)).toBeGreaterThan(0.99);
    // Nothing of the backdrop under the brush became product.
    let backdrop = 0;
    for (let y = 55; y < 150; y++) for (let x = 70; x < 230; x++) if (!disc(x, y) && alpha[y * W + x]! >= 128) backdrop++;
    expect(backdrop).toBeLessThan(20);
  });

  it("a remove stroke erases a stray part and leaves the product it touches", () => {
    const included = maskOf((x, y) => disc(x, y) || blob(x, y));
    const truth = maskOf((x, y) => disc(x, y) && !blob(x, y)); // the blob lies over the disc's edge
    // The brush (30 px) covers the blob and a good part of the disc beside it.
    const { alpha } = run(included, [{ mode: "remove", radius: 30, points: [[232, 150]] }]);
    expect(iou(alpha, truth)).toBeGreaterThan(0.99);
  });

  it("a stroke with no edge under it acts as the brush: remove erases the brushed part of a plain product", () => {
    const truth = maskOf(disc);
    const { alpha } = run(truth, [{ mode: "remove", radius: 20, points: [[150, 150]] }]);
    expect(alpha[150 * W + 150]).toBe(0);
    expect(alpha[150 * W + 165]).toBe(0);
    expect(alpha[150 * W + 180]).toBe(255);
  });

  it("decides at a reduced working size and lifts the edge back to full size", () => {
    const image = photo();
    const missed = maskOf((x, y) => disc(x, y) && y > 110);
    const truth = maskOf(disc);
    const work = { width: W / 2, height: H / 2, rgb: new Uint8Array((W / 2) * (H / 2) * 3) };
    const workMask = new Uint8Array((W / 2) * (H / 2));
    for (let y = 0; y < H / 2; y++) {
      for (let x = 0; x < W / 2; x++) {
        for (let k = 0; k < 3; k++) work.rgb[(y * W) / 2 * 3 + x * 3 + k] = image.rgb[(2 * y * W + 2 * x) * 3 + k]!;
        workMask[(y * W) / 2 + x] = missed[2 * y * W + 2 * x]!;
      }
    }
    const { alpha } = refineWithBrush({
      strokes: [{ mode: "keep", radius: 40, points: [[110, 100], [150, 110], [190, 100]] }],
      region: { left: 0, top: 0 },
      full: image,
      work,
      fullMask: missed,
      workMask,
    });
    expect(iou(alpha, truth)).toBeGreaterThan(0.98);
  });
});
