/**
 * Real product imagery (bench/segmenter/real-set.ts: real photographed cutouts with exact alpha on
 * studio backdrops with generated shadows). Each case failed on the segmenter before structure.ts
 * (IoU in brackets, measured with the previous builtin-segmenter.ts on the same photo).
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { iou } from "@/bench/segmenter/metrics";
import { generateRealSet, type StudioBackdrop } from "@/bench/segmenter/real-set";
import { decodeUpload } from "@/lib/images/decode";
import { createSegmenter } from "./index";

const segmenter = createSegmenter({ kind: "builtin" });

async function cut(product: string, backdrop: StudioBackdrop, seed: number) {
  const [photo] = await generateRealSet({ seed, products: [product], backdrops: [backdrop] });
  if (!photo) throw new Error(`no cutout named ${product}`);
  const result = await segmenter.segment(await decodeUpload(photo.image));
  return { photo, result, score: iou(result.mask, photo.mask) };
}

describe("built-in segmenter on real product imagery", () => {
  it.each([
    ["toilet", "white", 1], // white ceramic on white seamless paper [0.50]
    ["soccer", "white", 3], // a white ball on white paper [0.47]
  ] as const)("keeps the pale parts of a pale product on a pale backdrop: %s on %s", async (product, backdrop, seed) => {
    const { score } = await cut(product, backdrop, seed);
    expect(score).toBeGreaterThanOrEqual(0.95);
  }, 30_000);

  it.each([
    ["toilet", "white", 2], // [0.50]
    ["soccer", "pastel", 2], // [0.39]: the ball's white patches went, its soft shadow stayed
  ] as const)("leaves the soft shadow under a floating product outside the mask: %s on %s", async (product, backdrop, seed) => {
    const { photo, result, score } = await cut(product, backdrop, seed);
    expect(photo.shadow).toBe("floating");
    expect(score).toBeGreaterThanOrEqual(0.95);
    // Below the product's lowest row there is only its shadow and the floor: nothing of it may be kept.
    let bottom = 0;
    let area = 0;
    for (let p = 0; p < photo.mask.length; p++) {
      if (photo.mask[p]! < 128) continue;
      area++;
      bottom = Math.max(bottom, Math.floor(p / photo.width));
    }
    let below = 0;
    for (let p = (bottom + 3) * photo.width; p < result.mask.length; p++) if (result.mask[p]! >= 128) below++;
    expect(below / area).toBeLessThan(0.002);
  }, 30_000);

  it("cuts a mid-grey product from a grey sweep without holes", async () => {
    // A grey plastic bin on a grey sweep with contact and cast shadows [0.80: splotchy holes].
    const { result, photo, score } = await cut("home-compost-bin", "grey", 7);
    expect(score).toBeGreaterThanOrEqual(0.95);
    // No holes inside the product: every truth pixel well inside the product is kept.
    let inside = 0;
    let lost = 0;
    const w = photo.width;
    for (let p = 3 * w; p < photo.mask.length - 3 * w; p++) {
      if (photo.mask[p]! < 255 || photo.mask[p - 3]! < 255 || photo.mask[p + 3]! < 255 || photo.mask[p - 3 * w]! < 255 || photo.mask[p + 3 * w]! < 255) continue;
      inside++;
      if (result.mask[p]! < 128) lost++;
    }
    // 3%: since the set gained lens softness (real-set.ts, Look) this photo loses ~2.3% in small
    // pits under the lid's rim; before, 0.8% of a crisper photo (and 20% before structure.ts).
    expect(lost / inside).toBeLessThan(0.03);
  }, 30_000);

  it.each([
    ["lightbulb", "white", 3], // clear glass on white paper: only the screw base and filament were found [returned, IoU 0.25]
    ["toilet", "pastel", 3], // the tank's faint outline had a gap, the backdrop flood took the tank [returned, IoU 0.33]
  ] as const)("refuses, with a reason, a cut that leaves part of the product out: %s on %s", async (product, backdrop, seed) => {
    const error = await cut(product, backdrop, seed).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UnknownForeground");
    expect((error as AppError).message).toMatch(/Part of the product could not be separated/);
  }, 30_000);

  it("still accepts a real photo whose product runs off the frame (a camera's strap hanging from above)", async () => {
    const photo = await readFile(new URL("../../../e2e/fixtures/photos/film-camera-on-white.jpg", import.meta.url));
    const result = await segmenter.segment(await decodeUpload(photo));
    expect(result.coverage).toBeGreaterThan(0.1);
  }, 30_000);
});
