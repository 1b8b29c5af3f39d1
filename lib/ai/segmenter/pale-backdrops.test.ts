/**
 * The hard studio photos of issue #23, from real imagery (bench/segmenter/real-set.ts: real cutouts
 * with exact alpha; refusal-set.ts: a second product beside the first). Every case here failed on
 * the segmenter before wide-gaps.ts, certainty.ts and scene-checks.ts (what it did then in brackets,
 * measured with the previous builtin-segmenter.ts on the same photo).
 */
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { iou } from "@/bench/segmenter/metrics";
import { generateRealSet, type StudioBackdrop } from "@/bench/segmenter/real-set";
import { severalProductsPhoto } from "@/bench/segmenter/refusal-set";
import { decodeUpload } from "@/lib/images/decode";
import { createSegmenter } from "./index";

const segmenter = createSegmenter({ kind: "builtin" });

async function studioPhoto(product: string, backdrop: StudioBackdrop, seed: number) {
  const [photo] = await generateRealSet({ seed, products: [product], backdrops: [backdrop] });
  if (!photo) throw new Error(`no cutout named ${product}`);
  return photo;
}

async function refusalOf(image: Buffer): Promise<AppError> {
  const error = await segmenter.segment(await decodeUpload(image)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("UnknownForeground");
  return error as AppError;
}

describe("pale products on pale backdrops are cut, not refused", () => {
  it("cuts a white toilet on white seamless paper with a contact shadow [IoU 0.48: the backdrop flood took the tank through a gap in its outline]", async () => {
    const photo = await studioPhoto("toilet", "white", 3);
    expect(photo.shadow).toBe("contact");
    const result = await segmenter.segment(await decodeUpload(photo.image));
    expect(iou(result.mask, photo.mask)).toBeGreaterThanOrEqual(0.95);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  }, 30_000);

  it("cuts a white toilet on off-white card under a strong vignette, exposed for the backdrop [IoU 0.89]", async () => {
    const photo = await studioPhoto("toilet", "offwhite", 6);
    expect(photo.highKey).toBe(true);
    const result = await segmenter.segment(await decodeUpload(photo.image));
    expect(iou(result.mask, photo.mask)).toBeGreaterThanOrEqual(0.95);
  }, 30_000);

  it.each([
    ["home-compost-bin", "grey", 3, 0.95], // a grey bin on a grey sweep, its contact shadow left outside [IoU 0.82]
    ["home-compost-bin", "matched", 3, 0.95], // the same bin on a sweep of its own grey [IoU 0.71]
    ["spade", "matched", 2, 0.9], // a steel spade on its own grey; the thin handle costs IoU at the edge [IoU 0.59]
  ] as const)("cuts grey on grey: %s on %s", async (product, backdrop, seed, least) => {
    const photo = await studioPhoto(product, backdrop, seed);
    const result = await segmenter.segment(await decodeUpload(photo.image));
    expect(iou(result.mask, photo.mask)).toBeGreaterThanOrEqual(least);
  }, 30_000);
});

describe("honest confidence", () => {
  it("says where a confident cut would be a guess: a reason with every confidence under 0.9, none above", async () => {
    for (const [product, backdrop, seed] of [["home-compost-bin", "grey", 3], ["sheep", "offwhite", 2]] as const) {
      const result = await segmenter.segment(await decodeUpload((await studioPhoto(product, backdrop, seed)).image));
      if (result.confidence < 0.9) expect(result.confidenceReason).toMatch(/\w+/);
      else expect(result.confidenceReason).toBeNull();
    }
  }, 30_000);

  it.each([
    ["toilet", "offwhite", 3], // the tank's outline gone where it meets the card [returned, IoU 0.27]
  ] as const)("refuses rather than return a wrong cut as a success: %s on %s", async (product, backdrop, seed) => {
    await refusalOf((await studioPhoto(product, backdrop, seed)).image);
  }, 30_000);
});

describe("busy photos are refused", () => {
  it.each([
    ["toilet", "white", "strawberry2"], // [returned both, IoU 0.60]
    ["home-compost-bin", "grey", "avocado"], // [returned both, IoU 0.35]
    ["cylinder", "beige", "toolbox"], // [returned both, IoU 0.39]
  ] as const)("refuses a cluttered table (%s on %s beside a %s) instead of cutting a group", async (product, backdrop, other) => {
    const photo = await severalProductsPhoto(5, product, backdrop, other);
    const error = await refusalOf(photo.image);
    expect(error.message).toMatch(/several products/);
  }, 30_000);
});
