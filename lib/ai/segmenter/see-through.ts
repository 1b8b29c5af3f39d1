/**
 * The backdrop seen through a thin dark part of the product: the inside of a strap's loop, a gap
 * between a dark handle and its body. Such a pocket is enclosed by the product's outline, so the
 * backdrop flood cannot reach it, and where the backdrop's fitted surface is a few units off (a wall
 * lit unevenly, far from the border the surface was fitted on) the strict "shows the surface" test
 * of structure.ts misses it: the cutout kept the wall inside a camera strap's loops.
 * So a pocket is compared with the backdrop right beside it instead, across the thin part. It is
 * the backdrop seen through when, for most of its pixels, the open backdrop lies within a short
 * reach on two sides, the way out on each crosses product clearly not of the backdrop's colour
 * (the strap), and the pixel matches the backdrop found there. A pale part of a thin product (a
 * candy cane's white stripe between red ones) meets the open backdrop across its own faint outline
 * only, or differs from the backdrop beside it; a label on a dark bottle lies deep inside the
 * outline: these stay product.
 */
import type { LabPlanes } from "./lab";

/** Pixels clearly not of the backdrop's colour a way out must cross to count as through a dark part. */
const DARK_CROSSING = 2;
/** The reach to the open backdrop that makes a part thin, as a share of the working image's long side. */
const THIN_REACH = 0.03;
/** The backdrop beside is sampled this many pixels past the thin part's outer edge (clear of its blur). */
const PAST_EDGE = 2;

const DIRECTIONS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

export interface PocketMaps {
  /** pocket id per pixel (0 = none), and each id's area */
  labels: Int32Array;
  areas: ArrayLike<number>;
  /** 1 where the backdrop flood from the frame reached */
  reached: Uint8Array;
  /** shadow-tolerant distance from the backdrop's surface (colour-distance.ts) */
  distance: Float32Array;
  lab: LabPlanes;
  w: number;
  h: number;
}

/**
 * Marks in `backdrop` the `candidates` (pocket ids with a 1) that are the backdrop seen through a
 * thin dark part: `high` is the distance past which a pixel is surely product, `tolerance` the
 * Lab distance within which a pixel matches the backdrop beside it.
 */
export function markSeenThrough(m: PocketMaps, candidates: Uint8Array, backdrop: Uint8Array, thresholds: { high: number; tolerance: number }): void {
  const { labels, areas, reached, distance, lab, w, h } = m;
  if (!candidates.some((c) => c === 1)) return;
  const count = areas.length;
  const seen = new Int32Array(count);
  const sampled = new Int32Array(count);
  const reach = Math.max(8, Math.round(THIN_REACH * Math.max(w, h)));
  const tolerance2 = thresholds.tolerance * thresholds.tolerance;
  // Every other pixel of every other row decides as well as all of them, at a quarter of the rays.
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w; x += 2) {
      const p = y * w + x;
      const id = labels[p]!;
      if (id === 0 || !candidates[id]) continue;
      sampled[id]!++;
      let open = 0;
      let L = 0;
      let A = 0;
      let B = 0;
      for (const [dx, dy] of DIRECTIONS) {
        // Does the open backdrop lie within reach this way, behind a dark part?
        let dark = 0;
        for (let k = 1; k <= reach; k++) {
          const sx = x + dx * k;
          const sy = y + dy * k;
          if (sx < 0 || sy < 0 || sx >= w || sy >= h) break;
          const q = sy * w + sx;
          if (reached[q]) {
            if (dark < DARK_CROSSING) break;
            open++;
            const fx = sx + dx * PAST_EDGE;
            const fy = sy + dy * PAST_EDGE;
            const f = fx >= 0 && fy >= 0 && fx < w && fy < h && reached[fy * w + fx] ? fy * w + fx : q;
            L += lab.L[f]!;
            A += lab.a[f]!;
            B += lab.b[f]!;
            break;
          }
          if (labels[q] !== id && distance[q]! >= thresholds.high) dark++;
        }
      }
      if (open < 2) continue;
      const dl = lab.L[p]! - L / open;
      const da = lab.a[p]! - A / open;
      const db = lab.b[p]! - B / open;
      if (dl * dl + da * da + db * db <= tolerance2) seen[id]!++;
    }
  }
  for (let id = 1; id < count; id++) {
    if (candidates[id] && seen[id]! > sampled[id]! >> 1) backdrop[id] = 1;
  }
}
