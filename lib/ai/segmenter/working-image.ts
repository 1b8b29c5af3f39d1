import "server-only";
import sharp from "sharp";
import type { DecodedImage } from "@/lib/images/types";
import { reducedSize } from "@/lib/images/decode";
import { rgbToLab, type LabPlanes } from "./lab";

/** Decisions are made at this long side; only the edge band is revisited at full size. */
export const WORKING_LONG_SIDE = 1024;

export interface WorkingImage {
  width: number;
  height: number;
  /** Interleaved 8-bit RGB at working size. */
  rgb: Buffer;
  lab: LabPlanes;
  /** Full-size pixels per working pixel (≥ 1). */
  scale: number;
}

/** The decoder's preview as the working image, when it is at working size (see DecodedImage.preview). */
export function workingImageFromPreview(full: { width: number; height: number; preview?: DecodedImage["preview"] }, longSide = WORKING_LONG_SIDE): WorkingImage | undefined {
  const { width, height } = reducedSize(full.width, full.height, longSide);
  if (full.preview?.width !== width || full.preview.height !== height || width === full.width) return undefined;
  return { width, height, rgb: full.preview.rgb, lab: rgbToLab(full.preview.rgb, width * height), scale: full.width / width };
}

/** The photo at working size: the decoder's preview when it has one, else sharp's resampler (not a JS loop). */
export async function makeWorkingImage(image: DecodedImage, longSide = WORKING_LONG_SIDE): Promise<WorkingImage> {
  const fromPreview = workingImageFromPreview(image, longSide);
  if (fromPreview) return fromPreview;
  const { width, height } = reducedSize(image.width, image.height, longSide);
  const rgb =
    width === image.width
      ? image.rgb
      : await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
          .resize(width, height, { fit: "fill", kernel: "linear" })
          .raw()
          .toBuffer();
  return { width, height, rgb, lab: rgbToLab(rgb, width * height), scale: image.width / width };
}
