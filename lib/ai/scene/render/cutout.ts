import "server-only";
// Turns a product cutout (or the preview stand-in) into placed pixels: trimmed to its mask and
// fitted to the stage. ground.ts derives the shadows and reflection from these pixels.
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ShapeClass } from "../recipe";
import { productBox, type Stage } from "./layout";
import { PLACEHOLDER_ASPECT, placeholderSvg } from "./placeholder";

const ALPHA_MIN = 24;

export interface PreparedCutout {
  /** where the product's pixels go on the canvas */
  left: number;
  top: number;
  width: number;
  height: number;
  /** the placed RGBA pixels, composited over the scene unchanged */
  rgba: Uint8Array;
}

export interface ProductCutoutInput {
  /** PNG (or any format sharp reads); its alpha channel is the mask unless `mask` is given */
  image: Buffer;
  /** optional 8-bit greyscale mask, 255 = product, same size as `image` */
  mask?: Buffer;
  shapeClass?: ShapeClass;
}

/** The product's RGBA pixels, upright, with the mask (when given) as their alpha. */
async function decodeRgba(input: ProductCutoutInput): Promise<{ data: Buffer; width: number; height: number }> {
  if (!input.mask) {
    const { data, info } = await sharp(input.image).rotate().toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }
  const { data: rgb, info } = await sharp(input.image).rotate().toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = await sharp(input.mask).rotate().greyscale().resize(info.width, info.height, { fit: "fill" }).extractChannel(0).raw().toBuffer();
  const data = Buffer.alloc(info.width * info.height * 4);
  for (let i = 0; i < info.width * info.height; i += 1) {
    data[i * 4] = rgb[i * 3] ?? 0;
    data[i * 4 + 1] = rgb[i * 3 + 1] ?? 0;
    data[i * 4 + 2] = rgb[i * 3 + 2] ?? 0;
    data[i * 4 + 3] = alpha[i] ?? 0;
  }
  return { data, width: info.width, height: info.height };
}

/** Trim the product to its mask and fit it to the stage. Throws when the mask is empty. */
export async function prepareCutout(input: ProductCutoutInput, stage: Stage): Promise<PreparedCutout> {
  const trimmed = await trimmedCutout(input);
  const box = productBox(stage, trimmed.width, trimmed.height);
  const placed = await sharp(trimmed.data, { raw: { width: trimmed.width, height: trimmed.height, channels: 4 } })
    .resize(box.width, box.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  return { ...box, rgba: new Uint8Array(placed.buffer, placed.byteOffset, placed.length) };
}

interface Trimmed {
  /** the product's RGBA pixels cropped to its mask's box */
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Recently trimmed cutouts by content, least recently used first. A photoshoot renders one cutout
 * six times (a task per prompt), each in every size asked for: decoding and trimming it once saves
 * ~4 ms of each render. Bounded in bytes: 64 MB of RGBA holds the last few products, or one from
 * a 12 MP photo (~48 MB); a cutout larger than that is not kept at all.
 */
const trimmedCache = new Map<string, { trimming: Promise<Trimmed>; bytes: number }>();
const CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

export function trimmedCutout(input: ProductCutoutInput): Promise<Trimmed> {
  const hash = createHash("sha1").update(input.image);
  if (input.mask) hash.update("\0mask").update(input.mask);
  const key = hash.digest("hex");
  const known = trimmedCache.get(key);
  if (known) {
    trimmedCache.delete(key);
    trimmedCache.set(key, known);
    return known.trimming;
  }
  const entry = {
    bytes: 0,
    trimming: decodeRgba(input).then(({ data, width, height }) => {
      const bbox = alphaBox(data, width, height);
      if (!bbox) throw new Error("product cutout has no opaque pixels");
      return cropRgba(data, width, bbox);
    }),
  };
  trimmedCache.set(key, entry);
  entry.trimming.then(
    (trimmed) => {
      if (trimmedCache.get(key) !== entry) return;
      entry.bytes = trimmed.data.length;
      cachedBytes += entry.bytes;
      for (const [oldest, { bytes }] of trimmedCache) {
        if (cachedBytes <= CACHE_BYTES) break;
        trimmedCache.delete(oldest);
        cachedBytes -= bytes;
      }
    },
    () => {
      if (trimmedCache.get(key) === entry) trimmedCache.delete(key); // a failure is not remembered
    },
  );
  return entry.trimming;
}

function cropRgba(data: Buffer, width: number, box: { left: number; top: number; width: number; height: number }): Trimmed {
  const out = Buffer.allocUnsafe(box.width * box.height * 4);
  for (let y = 0; y < box.height; y += 1) {
    const from = ((box.top + y) * width + box.left) * 4;
    data.copy(out, y * box.width * 4, from, from + box.width * 4);
  }
  return { data: out, width: box.width, height: box.height };
}

/** The preview stand-in, drawn directly at its placed size. */
export async function placeholderCutout(shape: ShapeClass, stage: Stage, side: number, tint: string): Promise<PreparedCutout> {
  const box = productBox(stage, PLACEHOLDER_ASPECT[shape], 1);
  const raw = await sharp(Buffer.from(placeholderSvg(shape, box.width, box.height, side, tint))).ensureAlpha().raw().toBuffer();
  return { ...box, rgba: new Uint8Array(raw.buffer, raw.byteOffset, raw.length) };
}

function alphaBox(data: Buffer, w: number, h: number): { left: number; top: number; width: number; height: number } | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if ((data[(y * w + x) * 4 + 3] ?? 0) >= ALPHA_MIN) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  return x1 < 0 ? null : { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The product's alpha over a box `pad` pixels around it, clipped to the canvas: where effects around the silhouette are drawn. */
export interface AlphaRegion {
  alpha: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function alphaAround(cut: PreparedCutout, pad: number, canvas: { width: number; height: number }): AlphaRegion | null {
  const left = Math.max(0, cut.left - pad);
  const top = Math.max(0, cut.top - pad);
  const width = Math.min(canvas.width, cut.left + cut.width + pad) - left;
  const height = Math.min(canvas.height, cut.top + cut.height + pad) - top;
  if (width <= 2 || height <= 2) return null;
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const cy = y + top - cut.top;
    if (cy < 0 || cy >= cut.height) continue;
    for (let x = 0; x < width; x += 1) {
      const cx = x + left - cut.left;
      if (cx >= 0 && cx < cut.width) alpha[y * width + x] = cut.rgba[(cy * cut.width + cx) * 4 + 3] ?? 0;
    }
  }
  return { alpha, left, top, width, height };
}
