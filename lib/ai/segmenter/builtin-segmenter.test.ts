import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generateGroundTruth, generateRefusalCases, type GroundTruthImage, type RefusalCase } from "@/bench/segmenter/ground-truth";
import { iou } from "@/bench/segmenter/metrics";
import { AppError } from "@/lib/errors";
import { decodeUpload, decodeUploadStaged } from "@/lib/images/decode";
import { createSegmenter } from "./index";
import type { SegmentationResult } from "./types";

const segmenter = createSegmenter({ kind: "builtin" });

/** The cutout's alpha put back into the full frame. */
function cutoutAlphaInFrame(result: SegmentationResult): Uint8Array {
  const c = result.cutout();
  const frame = new Uint8Array(result.width * result.height);
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) frame[(c.top + y) * result.width + c.left + x] = c.data[(y * c.width + x) * 4 + 3]!;
  return frame;
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("built-in segmenter on generated product photos", () => {
  let photos: GroundTruthImage[];
  beforeAll(async () => {
    photos = await generateGroundTruth({ seed: 11, count: 8, megapixels: [0.5, 0.8, 1.2], backgrounds: ["plain", "gradient"], pngEvery: 4 });
  }, 60_000);

  it("cuts out the product with IoU ≥ 0.95 against the truth on plain and gradient backdrops", async () => {
    const scores: Record<string, number> = {};
    for (const photo of photos) {
      const result = await segmenter.segment(await decodeUpload(photo.image));
      expect([result.width, result.height]).toEqual([photo.width, photo.height]);
      scores[photo.name] = iou(cutoutAlphaInFrame(result), photo.mask);
      expect(iou(result.mask, photo.mask)).toBeCloseTo(scores[photo.name]!, 5); // the cutout loses nothing of the mask
    }
    for (const [name, score] of Object.entries(scores)) expect(score, name).toBeGreaterThanOrEqual(0.95);
  }, 60_000); // eight photos: past the default 20 s when the shared machine is busy

  it("cuts the same mask when it decides on the preview while the full size is still decoding", async () => {
    for (const photo of photos.slice(0, 3)) {
      const whole = await segmenter.segment(await decodeUpload(photo.image, { previewLongSide: segmenter.previewLongSide }));
      const staged = await segmenter.segmentStaged!(await decodeUploadStaged(photo.image, { previewLongSide: segmenter.previewLongSide }));
      expect(Buffer.compare(staged.mask, whole.mask), photo.name).toBe(0);
      expect(staged.bbox).toEqual(whole.bbox);
    }
  }, 60_000);

  it("encodes the cutout as a trimmed PNG with alpha and the mask as a full-size 8-bit gray PNG", async () => {
    const photo = photos[0]!;
    const result = await segmenter.segment(await decodeUpload(photo.image));
    const cutout = await sharp(await result.cutoutPng()).metadata();
    expect(cutout.format).toBe("png");
    expect(cutout.hasAlpha).toBe(true);
    expect(cutout.width).toBeLessThan(photo.width);
    expect(cutout.width).toBeGreaterThanOrEqual(result.bbox.width);
    const mask = await sharp(await result.maskPng()).metadata();
    expect([mask.format, mask.width, mask.height, mask.channels, mask.depth]).toEqual(["png", photo.width, photo.height, 1, "uchar"]);
    const { bbox } = result;
    expect(bbox.width * bbox.height).toBeGreaterThan(0);
    expect(result.coverage).toBeGreaterThan(0.01);
  });
});

describe("built-in segmenter: edges", () => {
  it("feathers the edge and frees edge colours of the backdrop's tint", async () => {
    // A red disc on a saturated blue backdrop: anti-aliased edge pixels mix the two colours.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="rgb(40,80,230)"/><circle cx="300" cy="200" r="110.5" fill="rgb(230,40,30)"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const result = await segmenter.segment(await decodeUpload(png));
    const { data, width, height } = result.cutout();
    let partial = 0;
    let blueTint = 0;
    for (let p = 0; p < width * height; p++) {
      const a = data[p * 4 + 3]!;
      if (a === 0 || a === 255) continue;
      partial++;
      if (a > 64 && data[p * 4 + 2]! > 90) blueTint++; // a visible edge pixel still carrying the backdrop's blue
    }
    expect(partial).toBeGreaterThan(200); // a feathered edge, not a hard cut
    expect(blueTint / partial).toBeLessThan(0.05);
  });
});

describe("built-in segmenter: honest refusals (422 business: UnknownForeground)", () => {
  let cases: RefusalCase[];
  beforeAll(async () => {
    cases = await generateRefusalCases(5, 640, 480);
  }, 30_000);

  it.each(["busy-background", "busy-room", "cropped-product", "empty-backdrop"])("refuses %s and says what to change", async (name) => {
    const photo = cases.find((c) => c.name === name)!;
    const error = await refusalOf(segmenter.segment(await decodeUpload(photo.image)));
    expect(error.code).toBe("UnknownForeground");
    const message = error.message;
    expect(message).toMatch(photo.reason === "busy" ? /plain, evenly lit background/ : photo.reason === "cropped" ? /whole product is in the frame/ : /plain background/);
  });

  it("refuses a photo too small to judge", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } }).png().toBuffer();
    const error = await refusalOf(segmenter.segment(await decodeUpload(png)));
    expect(error.code).toBe("UnknownForeground");
    expect(error.message).toMatch(/too small/);
  });
});

describe("built-in segmenter: a PNG that is already a cutout", () => {
  it("uses the upload's own alpha as the mask", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><ellipse cx="150" cy="100" rx="60" ry="50" fill="rgb(20,120,60)"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const image = await decodeUpload(png);
    expect(image.alpha).toBeDefined();
    const result = await segmenter.segment(image);
    expect(Buffer.compare(result.mask, image.alpha!)).toBe(0);
    // Partly transparent edge pixels get their own colour back, not the white they were flattened onto.
    const { data, width, height } = result.cutout();
    for (let p = 0; p < width * height; p++) {
      if (data[p * 4 + 3]! > 32 && data[p * 4 + 3]! < 255) expect(data[p * 4]!).toBeLessThan(60);
    }
  });
});
