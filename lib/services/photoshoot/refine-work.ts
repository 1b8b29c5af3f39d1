import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/errors";
import { refineWithBrush } from "@/lib/ai/refine";
import { strokeRegion, type BrushStroke, type Rect } from "@/lib/ai/refine";
import { alphaBoundingBox, cutoutRect } from "@/lib/ai/segmenter";
import type { ProductAnalysis } from "@/lib/db/schema/photoshoot";
import { dominantColors, shapeClass } from "./product-analysis";

/** What the refine brush works on: a stored asset's files and what its upload learned. */
export interface RefineWorkInput {
  /** the photo as uploaded */
  photo: Buffer;
  maskPng: Buffer;
  cutoutPng: Buffer;
  strokes: readonly BrushStroke[];
  width: number;
  height: number;
  analysis: ProductAnalysis;
}

/** The brush decides at most this many pixels at once; a larger region is decided at a reduced size and lifted back. */
const WORK_PIXELS = 600_000;
/** PNG effort as for an upload's assets (segmenter/result.ts): the encode runs inside the request. */
const PNG = { compressionLevel: 1, adaptiveFiltering: false } as const;

/**
 * Strokes on a stored asset → the new mask and cutout as PNGs and the analysis to store. Only the
 * strokes' region of the photo is decoded; the cutout keeps the stored pixels where no stroke lay.
 */
export async function refineWork(input: RefineWorkInput) {
  const { width: W, height: H } = input;
  // Context around the strokes, for the colour models: as wide again as the largest brush.
  const region = strokeRegion(input.strokes, W, H, Math.max(16, ...input.strokes.map((s) => s.radius)));
  const [full, mask, oldCutout] = await Promise.all([decodeRegion(input.photo, region), decodeMask(input.maskPng, W, H), sharp(input.cutoutPng).ensureAlpha().raw().toBuffer({ resolveWithObject: true })]);
  const fullMask = cropPlane(mask, W, region);
  const scale = Math.min(1, Math.sqrt(WORK_PIXELS / (region.width * region.height)));
  const workSize = { width: Math.max(1, Math.round(region.width * scale)), height: Math.max(1, Math.round(region.height * scale)) };
  const [workRgb, workMask] = await Promise.all([resizeRaw(full, region, 3, workSize), resizeRaw(fullMask, region, 1, workSize)]);
  const brushed = refineWithBrush({
    strokes: input.strokes,
    region,
    full: { ...region, rgb: full },
    work: { ...workSize, rgb: workRgb },
    fullMask,
    workMask,
  });

  for (let y = 0; y < region.height; y++) brushed.alpha.copy(mask, (region.top + y) * W + region.left, y * region.width, (y + 1) * region.width);
  // Brushed pixels take the photo's colour, edge pixels theirs freed of the backdrop's tint.
  const colours = Buffer.from(full);
  for (let i = 0; i < brushed.edgeIndex.length; i++) colours.set(brushed.edgeColour.subarray(i * 3, i * 3 + 3), brushed.edgeIndex[i]! * 3);
  const oldBox = input.analysis.box;
  const hint = union(oldBox, region);
  const bbox = alphaBoundingBox(mask, W, H, hint);
  if (bbox.width === 0) throw AppError.validation("strokes", "The strokes removed the whole product: keep some of it.");
  const cutout = composeCutout({ mask, W, H, bbox, old: { ...cutoutRect(oldBox, W, H), data: oldCutout.data, stride: oldCutout.info.width }, region, touched: brushed.touched, colours });
  const [newMaskPng, newCutoutPng] = await Promise.all([
    sharp(mask, { raw: { width: W, height: H, channels: 1 } }).toColourspace("b-w").png(PNG).toBuffer(),
    sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } }).png(PNG).toBuffer(),
  ]);
  const analysis = {
    ...input.analysis, // what the upload learned that the brush does not change
    dominantColors: dominantColors(cutout),
    shapeClass: shapeClass(bbox, { width: W, height: H, coverage: cutout.productPixels / (W * H) }),
    box: bbox,
  };
  return { maskPng: newMaskPng, cutoutPng: newCutoutPng, analysis };
}

/** The region of the photo as 8-bit sRGB, oriented and flattened onto white as the upload was (lib/images/decode.ts). */
async function decodeRegion(photo: Buffer, region: Rect): Promise<Buffer> {
  return sharp(photo, { failOn: "error" }).autoOrient().extract(region).flatten({ background: "#ffffff" }).toColourspace("srgb").raw().toBuffer();
}

async function decodeMask(png: Buffer, width: number, height: number): Promise<Buffer> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) throw new Error(`stored mask is ${info.width}×${info.height}, the asset ${width}×${height}`);
  return data;
}

function cropPlane(plane: Buffer, width: number, r: Rect): Uint8Array {
  const out = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) out.set(plane.subarray((r.top + y) * width + r.left, (r.top + y) * width + r.left + r.width), y * r.width);
  return out;
}

async function resizeRaw(data: Uint8Array, size: { width: number; height: number }, channels: 1 | 3, to: { width: number; height: number }): Promise<Uint8Array> {
  if (to.width === size.width && to.height === size.height) return data;
  return sharp(data, { raw: { width: size.width, height: size.height, channels } }).resize(to.width, to.height, { fit: "fill", kernel: "linear" }).raw().toBuffer();
}

function union(a: Rect, b: Rect): Rect {
  const left = Math.min(a.left, b.left), top = Math.min(a.top, b.top);
  return { left, top, width: Math.max(a.left + a.width, b.left + b.width) - left, height: Math.max(a.top + a.height, b.top + b.height) - top };
}

interface CutoutParts {
  mask: Buffer;
  W: number;
  H: number;
  bbox: Rect;
  /** the stored cutout, where it lies in the photo */
  old: Rect & { data: Buffer; stride: number };
  region: Rect;
  touched: Uint8Array;
  /** the region's colours, edge pixels decontaminated */
  colours: Buffer;
}

/** The new cutout: the stored cutout's pixels where no stroke lay, the photo's under the strokes, alpha from the new mask. */
function composeCutout({ mask, W, H, bbox, old, region, touched, colours }: CutoutParts) {
  const rect = cutoutRect(bbox, W, H);
  const data = Buffer.alloc(rect.width * rect.height * 4);
  let productPixels = 0;
  for (let y = 0; y < rect.height; y++) {
    const Y = rect.top + y;
    // Unbrushed: one copy of the overlapping span of the stored cutout's row (its alpha is the mask's there).
    const from = Math.max(rect.left, old.left), to = Math.min(rect.left + rect.width, old.left + old.width);
    if (Y >= old.top && Y < old.top + old.height && to > from) {
      const src = ((Y - old.top) * old.stride + (from - old.left)) * 4;
      old.data.copy(data, (y * rect.width + (from - rect.left)) * 4, src, src + (to - from) * 4);
    }
    for (let P = Y * W + rect.left, end = P + rect.width; P < end; P++) if (mask[P]! >= 128) productPixels++;
    // Brushed: alpha from the new mask, colour from the photo.
    const ry = Y - region.top;
    if (ry < 0 || ry >= region.height) continue;
    const x0 = Math.max(rect.left, region.left), x1 = Math.min(rect.left + rect.width, region.left + region.width);
    for (let X = x0; X < x1; X++) {
      const r = ry * region.width + X - region.left;
      if (!touched[r]) continue;
      const a = mask[Y * W + X]!;
      const d = (y * rect.width + X - rect.left) * 4;
      data[d] = a ? colours[r * 3]! : 0;
      data[d + 1] = a ? colours[r * 3 + 1]! : 0;
      data[d + 2] = a ? colours[r * 3 + 2]! : 0;
      data[d + 3] = a;
    }
  }
  return { data, width: rect.width, height: rect.height, left: rect.left, top: rect.top, productPixels };
}
