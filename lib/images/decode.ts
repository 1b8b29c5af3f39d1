import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from "./limits";
import { describeSniffedType, sniffImageType } from "./sniff";
import type { DecodedImage, StagedDecode } from "./types";

export type { DecodedImage, StagedDecode } from "./types";

const FIELD = "productImage";

const tooLarge = (message: string) => new AppError("PayloadTooLarge", message, { field: FIELD });
const unsupported = (message: string) => new AppError("UnsupportedMediaType", message, { field: FIELD });

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * Decodes a product photo upload to full-size 8-bit sRGB with EXIF orientation applied.
 *
 * - Over 12 MB → PayloadTooLarge. Not a JPEG/PNG by content (a GIF or a text file renamed .png) →
 *   UnsupportedMediaType.
 * - Over 50 megapixels → PayloadTooLarge: the raster is too large even when the file is small (a
 *   decompression bomb); checked from the header before decoding, and again by sharp's
 *   `limitInputPixels` while decoding.
 * - Grayscale, palette, 16-bit and CMYK inputs come out as 8-bit sRGB (embedded ICC profiles applied).
 * - Alpha: `rgb` is flattened onto white (what the photo looks like on a page) and the alpha channel is
 *   returned separately as a hint for the segmenter; a fully opaque alpha channel is dropped.
 */
export async function decodeUpload(bytes: Buffer, options: { previewLongSide?: number } = {}): Promise<DecodedImage> {
  return withPreview(await decodeUploadStaged(bytes, options));
}

/** A staged decode's full raster, with its preview. */
export async function withPreview(staged: StagedDecode): Promise<DecodedImage> {
  const image = await staged.full;
  return staged.preview ? { ...image, preview: staged.preview } : image;
}

/** decodeUpload in two stages: resolves once the preview (if any) is decoded, with the full decode under way. */
export async function decodeUploadStaged(bytes: Buffer, options: { previewLongSide?: number } = {}): Promise<StagedDecode> {
  const { format, meta } = await readUploadHeader(bytes);

  // EXIF orientations 5–8 turn the picture a quarter: the oriented size swaps width and height.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const previewSize = options.previewLongSide && !meta.hasAlpha ? reducedSize(width, height, options.previewLongSide) : undefined;
  const source = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient() // EXIF orientation: the same as `.rotate()` without an angle
      .toColourspace("srgb"); // gray, 16-bit, palette and CMYK all become 8-bit sRGB
  const failed = (error: unknown): never => {
    if (error instanceof Error && /pixel limit/i.test(error.message)) checkPixelCount(Infinity, 1);
    throw unsupported(`The product image could not be decoded as ${describeSniffedType(format)}; it may be damaged or truncated.`);
  };

  const full = source()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }): DecodedImage => {
      if (info.channels === 3) return { rgb: data, width: info.width, height: info.height, format };
      return { ...splitAlpha(data, info.width * info.height, info.channels), width: info.width, height: info.height, format };
    }, failed);
  full.catch(() => undefined); // handled by whoever awaits it; see StagedDecode.full
  if (!previewSize || previewSize.width >= width) return { width, height, format, full };
  // JPEG shrink-on-load: libvips decodes at 1/2, 1/4 or 1/8 scale before the resize.
  const preview = await source()
    .resize(previewSize.width, previewSize.height, { fit: "fill", kernel: "linear" })
    .removeAlpha()
    .raw()
    .toBuffer()
    .catch(failed);
  return { width, height, format, preview: { rgb: preview, ...previewSize }, full };
}

/**
 * Size, type and the pixel limit, from the file's header alone: refuses what decodeUpload would
 * refuse before a raster is allocated, and tells the caller how many pixels decoding will cost.
 */
export async function readUploadHeader(bytes: Buffer): Promise<{ format: "jpeg" | "png"; meta: Metadata & { width: number; height: number }; pixels: number }> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw tooLarge(`The product image is ${megabytes(bytes.length)} MB; the limit is 12 MB. Upload a smaller JPG or PNG.`);
  }
  const sniffed = sniffImageType(bytes);
  if (sniffed !== "jpeg" && sniffed !== "png") {
    throw unsupported(`The product image must be a JPG or PNG photo; this file is ${describeSniffedType(sniffed)}.`);
  }
  const format = sniffed;

  // The header is enough to refuse a decompression bomb before allocating its raster.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(`The product image looks like ${describeSniffedType(format)} but cannot be read; it may be damaged.`);
  }
  const { width, height } = meta;
  if (meta.format !== format || !width || !height) {
    throw unsupported(`The product image looks like ${describeSniffedType(format)} but cannot be read; it may be damaged.`);
  }
  checkPixelCount(width, height);
  return { format, meta: { ...meta, width, height }, pixels: width * height };
}

/** The size with the given long side and the same proportions (never larger than the original). */
export function reducedSize(width: number, height: number, longSide: number) {
  const scale = Math.max(1, Math.max(width, height) / longSide);
  return { width: Math.max(1, Math.round(width / scale)), height: Math.max(1, Math.round(height / scale)) };
}

function checkPixelCount(width: number, height: number) {
  if (width * height <= MAX_INPUT_PIXELS) return;
  const size = Number.isFinite(width) ? ` is ${width}×${height} (${((width * height) / 1e6).toFixed(0)} megapixels);` : " is too large;";
  throw tooLarge(`The product image${size} the limit is 50 megapixels. Resize it and upload again.`);
}

/** RGBA → RGB flattened onto white + the alpha plane (dropped when every pixel is opaque). */
function splitAlpha(data: Buffer, pixels: number, channels: number): Pick<DecodedImage, "rgb" | "alpha"> {
  const rgb = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  let opaque = true;
  for (let p = 0, s = 0, d = 0; p < pixels; p++, s += channels, d += 3) {
    const a = data[s + channels - 1]!;
    alpha[p] = a;
    if (a === 255) {
      rgb[d] = data[s]!;
      rgb[d + 1] = data[s + 1]!;
      rgb[d + 2] = data[s + 2]!;
      continue;
    }
    opaque = false;
    const white = 255 * (255 - a);
    rgb[d] = (data[s]! * a + white + 127) / 255;
    rgb[d + 1] = (data[s + 1]! * a + white + 127) / 255;
    rgb[d + 2] = (data[s + 2]! * a + white + 127) / 255;
  }
  return opaque ? { rgb } : { rgb, alpha };
}
