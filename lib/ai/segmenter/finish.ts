import "server-only";
import type { DecodedImage } from "@/lib/images/types";
import { liftEdges } from "./edge-lift";
import { LIMITS, refusals } from "./refusals";
import { touchedSides } from "./regions";
import { createResult } from "./result";
import type { BoundingBox, Certainty, SegmentationResult } from "./types";
import type { WorkingImage } from "./working-image";

/** Refuses a 0/1 mask that is empty, fills the frame, or runs off three or more sides. */
export function checkShape(labels: Uint8Array, width: number, height: number): number {
  let count = 0;
  for (let p = 0; p < labels.length; p++) count += labels[p]!;
  const coverage = count / labels.length;
  if (coverage < LIMITS.minCoverage) throw refusals.empty();
  if (coverage > LIMITS.maxCoverage) throw refusals.fillsFrame();
  const sides = touchedSides(labels, width, height, LIMITS.touchFraction);
  if (sides >= LIMITS.maxSides) throw refusals.cropped();
  return coverage;
}

function labelsBox(labels: Uint8Array, width: number, height: number): BoundingBox {
  let left = width, top = height, right = -1, bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!labels[y * width + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? { left: 0, top: 0, width: 0, height: 0 } : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** From a working-size decision to the full-size result: shape checks, edge refinement, helpers. */
export function finishSegmentation(image: DecodedImage, work: WorkingImage, labels: Uint8Array, certainty: Certainty): SegmentationResult {
  const coverage = checkShape(labels, work.width, work.height);
  const lift = liftEdges({ work, labels, full: image });
  const box = labelsBox(labels, work.width, work.height);
  const pad = 6 * work.scale;
  const hint: BoundingBox = {
    left: Math.floor(box.left * work.scale - pad),
    top: Math.floor(box.top * work.scale - pad),
    width: Math.ceil(box.width * work.scale + 2 * pad),
    height: Math.ceil(box.height * work.scale + 2 * pad),
  };
  return createResult(image, lift, coverage, certainty, hint);
}
