/**
 * A shadow on the floor can have a crisp rim: a product floating a little above its sweep, lit by a
 * small light, casts a flat ellipse whose edge passes the sharpness test (structure.ts) however soft
 * a shadow's edge usually is. Such an outline standing apart from the cut is not a second product
 * (a spade floating over its own lilac-grey, refused as "several" for its shadow) and not a part
 * the cut missed. It is told by what a product's outline never is all at once: flat (a shadow lies
 * on the floor, seen at a slant), below the product's middle, and made only of pixels that are the
 * backdrop or the backdrop darkened (shadow-like: darker, same chroma; none clearly unlike it).
 */
import type { Components } from "./regions";

/** A floor shadow's outline is at most this high for its width (floating shadows measure 0.08–0.2). */
const MAX_FLATNESS = 0.35;
/** At least this share of the rim's pixels are shadow-like (the rest: the backdrop beside it). */
const MIN_SHADOW_SHARE = 0.5;

export interface ShadowEvidence {
  /** 1 where a pixel could be the backdrop in shadow (shadow-pixels.ts). */
  shadowLike: Uint8Array;
  /** Shadow-tolerant colour distance from the backdrop (colour-distance.ts). */
  distance: Float32Array;
  /** Distance past which a pixel is product whatever else is seen. */
  high: number;
}

/** Per piece of `pieces` (outlines outside the cut): 1 when it is the rim of a shadow on the floor under the cut. */
export function shadowRims(pieces: Components, labels: Uint8Array, evidence: ShadowEvidence, w: number, h: number): Uint8Array {
  const count = pieces.areas.length;
  if (count <= 1) return new Uint8Array(count);
  const minX = new Int32Array(count).fill(w), maxX = new Int32Array(count).fill(-1);
  const minY = new Int32Array(count).fill(h), maxY = new Int32Array(count).fill(-1);
  const shadow = new Int32Array(count);
  const unlike = new Uint8Array(count);
  let cy = 0, area = 0;
  const { shadowLike, distance, high } = evidence;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (labels[p]) {
        cy += y;
        area++;
      }
      const id = pieces.labels[p]!;
      if (!id) continue;
      if (x < minX[id]!) minX[id] = x;
      if (x > maxX[id]!) maxX[id] = x;
      if (y < minY[id]!) minY[id] = y;
      maxY[id] = y;
      if (shadowLike[p]) shadow[id]!++;
      if (distance[p]! >= high) unlike[id] = 1;
    }
  }
  const middle = area ? cy / area : h;
  const rims = new Uint8Array(count);
  for (let id = 1; id < count; id++) {
    const width = maxX[id]! - minX[id]! + 1, height = maxY[id]! - minY[id]! + 1;
    if (unlike[id] || minY[id]! < middle || height > MAX_FLATNESS * width) continue;
    if (shadow[id]! >= MIN_SHADOW_SHARE * pieces.areas[id]!) rims[id] = 1;
  }
  return rims;
}
