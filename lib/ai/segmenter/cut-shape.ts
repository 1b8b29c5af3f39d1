/**
 * The cut's shape against the photo: whether it went round part of the product, product-like pixels
 * inside its row and column spans but outside it (certainty.ts's missed-inside doubt). The other
 * signals the seventh round measured here (a shadow-like base, the box of outlines around the cut,
 * solidity, outlines in the span) did not separate wrong cuts from right ones on the tuning photos
 * (docs/benchmarks.md) and were removed.
 */

export interface CutShape {
  /** Pixels inside the cut's spans, outside it, at least a quarter of the product threshold from the backdrop, per pixel of the cut: product-like area the cut went round. */
  missedInside: number;
}

/**
 * The pixels between the cut's first and last pixel both on their row and on their column, outside
 * the cut, that look unlike the backdrop (a ring's backdrop-filled middle does not count).
 */
export function cutShape(labels: Uint8Array, distance: Float32Array, high: number, w: number, h: number): CutShape {
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
  if (x1 < 0) return { missedInside: 0 };
  const top = new Int32Array(x1 - x0 + 1).fill(-1);
  const bottom = new Int32Array(x1 - x0 + 1).fill(-1);
  let area = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (!labels[y * w + x]) continue;
      area++;
      if (top[x - x0] === -1) top[x - x0] = y;
      bottom[x - x0] = y;
    }
  }
  let missed = 0;
  for (let y = y0; y <= y1; y++) {
    let first = -1, last = -1;
    for (let x = x0; x <= x1; x++) {
      if (!labels[y * w + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    for (let x = first; first >= 0 && x <= last; x++) {
      const p = y * w + x;
      if (labels[p] || top[x - x0]! > y || y > bottom[x - x0]!) continue;
      if (distance[p]! >= 0.25 * high) missed++;
    }
  }
  return { missedInside: missed / Math.max(1, area) };
}
