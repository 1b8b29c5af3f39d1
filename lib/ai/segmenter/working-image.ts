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

/** The photo at working size: the decoder's preview when it has one, else sharp's resampler (not a JS loop). */
export async function makeWorkingImage(image: DecodedImage, longSide = WORKING_LONG_SIDE): Promise<WorkingImage> {
  const { width, height } = reducedSize(image.width, image.height, longSide);
  const preview = image.preview?.width === width && image.preview.height === height ? image.preview.rgb : undefined;
  const rgb =
    width === image.width
      ? image.rgb
      : (preview ??
        (await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
          .resize(width, height, { fit: "fill", kernel: "linear" })
          .raw()
          .toBuffer()));
  return { width, height, rgb, lab: rgbToLab(rgb, width * height), scale: image.width / width };
}
