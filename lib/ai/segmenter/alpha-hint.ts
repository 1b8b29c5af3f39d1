import "server-only";
import type { DecodedImage } from "@/lib/images/types";
import { checkShape } from "./finish";
import { createResult } from "./result";
import { CERTAIN, type SegmentationResult } from "./types";

/**
 * A PNG that already has a transparent background is its own best mask: its alpha is exact, so the
 * segmenter uses it instead of guessing. Only when the alpha actually separates something.
 */
export function alphaIsCutout(image: DecodedImage): image is DecodedImage & { alpha: Buffer } {
  if (!image.alpha) return false;
  let transparent = 0;
  for (let p = 0; p < image.alpha.length; p++) if (image.alpha[p]! < 128) transparent++;
  const fraction = transparent / image.alpha.length;
  return fraction > 0.01 && fraction < 0.99;
}

export function segmentFromAlpha(image: DecodedImage & { alpha: Buffer }): SegmentationResult {
  const { alpha, rgb, width, height } = image;
  const labels = new Uint8Array(alpha.length);
  for (let p = 0; p < alpha.length; p++) labels[p] = alpha[p]! >= 128 ? 1 : 0;
  const coverage = checkShape(labels, width, height);
  // `rgb` was flattened onto white: undo that for the partly transparent pixels.
  const edge: number[] = [];
  const colour: number[] = [];
  for (let p = 0; p < alpha.length; p++) {
    const a = alpha[p]!;
    if (a === 0 || a === 255) continue;
    edge.push(p);
    for (let c = 0; c < 3; c++) {
      const v = (rgb[p * 3 + c]! * 255 - 255 * (255 - a)) / a;
      colour.push(v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
    }
  }
  return createResult(image, { alpha: Buffer.from(alpha), edgeIndex: Int32Array.from(edge), edgeColour: Uint8Array.from(colour) }, coverage, CERTAIN);
}
