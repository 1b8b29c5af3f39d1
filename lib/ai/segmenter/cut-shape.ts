/**
 * The cut's shape against the photo: whether it went round part of the product (product-like pixels
 * inside its row and column spans but outside it: certainty.ts's missed-inside doubt), and signals
 * measured for the bench's signal table that did not separate wrong cuts from right ones on the
 * tuning photos (docs/benchmarks.md): how much of the base is shadow-like, the box of sharp outlines
 * around it, and the span's sharp outlines and mean colour distance.
 */
import type { Structure } from "./structure";

export interface CutShape {
  /** Share of the cut's pixels in the lowest fifth of its box that are shadow-like. */
  baseShadow: number;
  /** The cut's box area over the area of the box of sharp outlines within reach of it (≤ 1 when they reach beyond it). */
  boxCover: number;
  /** The cut's area over the area inside both its row spans and its column spans: a ragged or hollowed cut is well below 1. */
  solidity: number;
  /** Sharp-outline pixels inside that span but outside the cut (not touching it), per pixel of the cut: outlines of a part it left out. */
  notchEdges: number;
  /** Mean colour distance to the backdrop inside that span but outside the cut, over the product threshold: a ring's backdrop-filled middle is near 0. */
  notchUnlike: number;
  /** Pixels inside that span, outside the cut, at least a quarter of the product threshold from the backdrop, per pixel of the cut: product-like area the cut went round. */
  missedInside: number;
}

export function cutShape(labels: Uint8Array, s: Pick<Structure, "shadowLike" | "barrier">, distance: Float32Array, high: number, w: number, h: number): CutShape {
  let x0 = w, x1 = -1, y0 = h, y1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!labels[row + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { baseShadow: 0, boxCover: 1, solidity: 1, notchEdges: 0, notchUnlike: 0, missedInside: 0 };
  const band = y1 - Math.max(1, Math.round(0.2 * (y1 - y0 + 1))) + 1;
  let inBand = 0, shadowy = 0;
  for (let y = band; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const p = y * w + x;
      if (!labels[p]) continue;
      inBand++;
      if (s.shadowLike[p]) shadowy++;
    }
  }
  // Sharp outlines within a quarter of the cut's size around it, away from the frame's border.
  const rx = Math.round(0.25 * (x1 - x0 + 1)), ry = Math.round(0.25 * (y1 - y0 + 1));
  const margin = Math.max(2, Math.round(0.02 * Math.max(w, h)));
  const ex0 = Math.max(margin, x0 - rx), ex1 = Math.min(w - 1 - margin, x1 + rx);
  const ey0 = Math.max(margin, y0 - ry), ey1 = Math.min(h - 1 - margin, y1 + ry);
  let bx0 = x0, bx1 = x1, by0 = y0, by1 = y1;
  for (let y = ey0; y <= ey1; y++) {
    for (let x = ex0; x <= ex1; x++) {
      if (!s.barrier[y * w + x]) continue;
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
    }
  }
  const boxCover = ((x1 - x0 + 1) * (y1 - y0 + 1)) / ((bx1 - bx0 + 1) * (by1 - by0 + 1));
  return { baseShadow: inBand ? shadowy / inBand : 0, boxCover, ...solidity(labels, s.barrier, distance, high, w, h, x0, x1, y0, y1) };
}

/** Area over the pixels that lie between the cut's first and last pixel both on their row and on their column. */
function solidity(labels: Uint8Array, barrier: Uint8Array, distance: Float32Array, high: number, w: number, h: number, x0: number, x1: number, y0: number, y1: number): { solidity: number; notchEdges: number; notchUnlike: number; missedInside: number } {
  const bw = x1 - x0 + 1;
  const top = new Int32Array(bw).fill(-1);
  const bottom = new Int32Array(bw).fill(-1);
  let area = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (!labels[y * w + x]) continue;
      area++;
      if (top[x - x0] === -1) top[x - x0] = y;
      bottom[x - x0] = y;
    }
  }
  let hull = 0, notch = 0, outside = 0, unlike = 0, missed = 0;
  for (let y = y0; y <= y1; y++) {
    let first = -1, last = -1;
    for (let x = x0; x <= x1; x++) {
      if (!labels[y * w + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    for (let x = first; first >= 0 && x <= last; x++) {
      if (top[x - x0]! > y || y > bottom[x - x0]!) continue;
      hull++;
      const p = y * w + x;
      if (labels[p]) continue;
      outside++;
      unlike += distance[p]!;
      if (distance[p]! >= 0.25 * high) missed++;
      if (!barrier[p]) continue;
      if ((x > 0 && labels[p - 1]) || (x < w - 1 && labels[p + 1]) || (y > 0 && labels[p - w]) || (y < h - 1 && labels[p + w])) continue;
      notch++;
    }
  }
  return { solidity: area / Math.max(1, hull), notchEdges: notch / Math.max(1, area), notchUnlike: unlike / Math.max(1, outside) / Math.max(1, high), missedInside: missed / Math.max(1, area) };
}
