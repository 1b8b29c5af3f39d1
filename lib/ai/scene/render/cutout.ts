import "server-only";
// Turns a product cutout (or the preview stand-in) into placed pixels: trimmed to its mask and
// fitted to the stage. ground.ts derives the shadows and reflection from these pixels.
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
  const { data, width, height } = await decodeRgba(input);
  const bbox = alphaBox(data, width, height);
  if (!bbox) throw new Error("product cutout has no opaque pixels");
  const box = productBox(stage, bbox.width, bbox.height);
  const placed = await sharp(data, { raw: { width, height, channels: 4 } })
    .extract(bbox)
    .resize(box.width, box.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  return { ...box, rgba: new Uint8Array(placed.buffer, placed.byteOffset, placed.length) };
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
