/**
 * Issue #23, products on a sweep of their own colour (and pale thin ones on pale paper): a floating
 * product's shadow with a crisp rim is a shadow, not a second product (shadow-rims.ts), and a thin
 * product with sharp outlines left beside its cut is refused rather than returned wrong
 * (certainty.ts). From the bench's tuning photos (bench/segmenter, exact truth); what the segmenter
 * did before in brackets — each test failed on it.
 */
import { describe, expect, it } from "vitest";
import { generateMatchedVariants } from "@/bench/segmenter/matched-variants";
import { iou } from "@/bench/segmenter/metrics";
import { generateRealSet } from "@/bench/segmenter/real-set";
import { AppError } from "@/lib/errors";
import { decodeUpload } from "@/lib/images/decode";
import { certaintyOf } from "./certainty";
import { createSegmenter } from "./index";
import { strayEdges } from "./stray-edges";
import type { Structure } from "./structure";

const segmenter = createSegmenter({ kind: "builtin" });

async function outcome(image: Buffer) {
  return segmenter.segment(await decodeUpload(image, { previewLongSide: segmenter.previewLongSide })).then(
    (result) => ({ result, error: null }),
    (error: unknown) => ({ result: null, error }),
  );
}

/** A product (a box) and, below it, the rim of a flat ellipse (a floor shadow's outline, or a second product's). */
function boxAndRingBelow(w: number, h: number, inside: "shadow" | "product") {
  const labels = new Uint8Array(w * h);
  for (let y = 40; y < 120; y++) for (let x = 80; x < 160; x++) labels[y * w + x] = 1;
  const edge = new Uint8Array(w * h);
  const shadowLike = new Uint8Array(w * h);
  const distance = new Float32Array(w * h).fill(1);
  const [cx, cy, rx, ry] = [120, 170, 50, 10];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      const p = y * w + x;
      if (d <= 1.25) shadowLike[p] = inside === "shadow" ? 1 : 0;
      if (d <= 1.25 && inside === "product") distance[p] = 30; // clearly unlike the backdrop
      if (d > 0.8 && d <= 1.25) edge[p] = 1;
    }
  }
  const s = { edge, closed: edge, barrier: edge } as unknown as Structure;
  return { labels, s, evidence: { shadowLike, distance, high: 10 } };
}

describe("a floor shadow with a crisp rim is not a second product", () => {
  it("leaves out the rim of a flat shadow under the cut, and still counts a product's outline there", () => {
    const w = 240, h = 200;
    const shadow = boxAndRingBelow(w, h, "shadow");
    const apart = { largestApart: 0 };
    expect(strayEdges(shadow.labels, shadow.s, w, h, 3, 8, apart, shadow.evidence)).toBe(0);
    expect(apart.largestApart).toBe(0);
    // The same outline around pixels clearly unlike the backdrop stands apart as before.
    const product = boxAndRingBelow(w, h, "product");
    const second = { largestApart: 0 };
    expect(strayEdges(product.labels, product.s, w, h, 3, 8, second, product.evidence)).toBeGreaterThan(0.3);
    expect(second.largestApart).toBeGreaterThan(0.3);
  });

  it("cuts a spade floating over its own lilac-grey sweep (the bench's spade-matched-floating) [refused: several products]", async () => {
    const photo = (await generateMatchedVariants({ seed: 7, products: ["spade"] })).find((p) => p.group === "matched-floating")!;
    const { result, error } = await outcome(photo.image);
    expect(error).toBeNull();
    expect(iou(result!.mask, photo.mask)).toBeGreaterThanOrEqual(0.85);
  }, 120_000);
});

describe("a thin product with sharp outlines left beside its cut", () => {
  it("loses its confidence by stray edges per pixel of the cut, down to a refusal", () => {
    const thin = { overall: 0.8, thinness: 0.11, sides: [0.8, 0.83, 0.5, 1] as [number, number, number, number] };
    const none = { acrossGaps: 0, closedOffBeside: 0 };
    expect(certaintyOf({ support: thin, stray: 0.15, ...none }).confidence).toBeLessThan(0.25);
    expect(certaintyOf({ support: thin, stray: 0.15, ...none }).reason).toMatch(/thin product/);
    // The same strays beside a round product, or a thin product with none: no refusal.
    expect(certaintyOf({ support: { ...thin, thinness: 0.02 }, stray: 0.15, ...none }).confidence).toBeGreaterThanOrEqual(0.5);
    expect(certaintyOf({ support: thin, stray: 0, ...none }).confidence).toBeGreaterThanOrEqual(0.4);
  });

  it("refuses, or cuts right, a pale glass thermometer on off-white card (the bench's) [returned at IoU 0.76, confidence 0.63]", async () => {
    const [photo] = await generateRealSet({ seed: 7, products: ["mercurythermometer"], backdrops: ["offwhite"], asInFullSet: true });
    const { result, error } = await outcome(photo!.image);
    if (result) expect(iou(result.mask, photo!.mask)).toBeGreaterThanOrEqual(0.8);
    else expect(error).toBeInstanceOf(AppError);
  }, 60_000);

  it("refuses, or cuts right, a white toilet on its own white cut down to its rims (the bench's toilet-matched-contact, seed 2) [returned at IoU 0.33, confidence 0.69]", async () => {
    const photo = (await generateMatchedVariants({ seed: 2, products: ["toilet"] })).find((p) => p.group === "matched-contact")!;
    const { result, error } = await outcome(photo.image);
    if (result) expect(iou(result.mask, photo.mask)).toBeGreaterThanOrEqual(0.8);
    else expect(error).toBeInstanceOf(AppError);
  }, 60_000);
});
