/**
 * What colour distance alone cannot see: a white product on white paper differs from the backdrop
 * by a few lightness units, as a shadow does. Two things still tell them apart:
 * - the product's outline is a **sharp** edge (a step across one or two pixels), while a shadow's
 *   edge is a soft ramp; a step is found by comparing the change across 2 px with the change
 *   across 10 px;
 * - the backdrop is one smooth surface: a region that is not reachable from the frame's edge
 *   without crossing a sharp edge is product, unless it shows that same surface (a mug's handle).
 * Shadows (darker than the surface, same chroma) are passable however far they are from it, so a
 * contact, cast or floating shadow ends up outside the mask.
 */
import type { SurfacePlanes } from "./background-model";
import type { LabPlanes } from "./lab";
import { dilate, flood, seedFrame, seedFront } from "./floods";
import { components } from "./regions";
import { shadowPixels } from "./shadow-pixels";
import { closeWideGaps } from "./wide-gaps";
import { markSeenThrough } from "./see-through";

/** What enclosedProduct reports beside the cut. */
export interface EnclosedStats {
  /** pixels given to the product across gaps wider than the closing (wide-gaps.ts) */
  acrossGaps: number;
  /** 1 on pockets given back as the backdrop seen through a thin dark part (see-through.ts) */
  seenThrough?: Uint8Array;
}

/** The sure-product colour threshold and the pocket rules. */
export interface PocketOptions {
  /** shadow-tolerant distance past which a pixel is product whatever else is seen */
  high: number;
  /** plain distance within which a pocket shows the backdrop's surface */
  holeTolerance: number;
  /** pockets smaller than this (working pixels) are left as they are */
  minHole: number;
}

export interface Structure {
  /** 1 on the ridge of a sharp edge. */
  edge: Uint8Array;
  /** 1 where a sharp edge runs (thickened by one pixel). */
  barrier: Uint8Array;
  /** The same, thickened by GAP_RADIUS: closes the gaps where a pale product's lit side meets the backdrop. */
  closed: Uint8Array;
  /** 1 where the pixel could be the backdrop in shadow: darker than the surface, same chroma. */
  shadowLike: Uint8Array;
  /** Plain Lab distance (unweighted) of a pixel from the surface. */
  plain: (p: number) => number;
  /** Edge threshold used (Lab units across 2 px). */
  threshold: number;
  /** The image analysed. */
  lab: LabPlanes;
}

/**
 * A step is sharp when its change across 2 px is at least this share of its change across 2·SPAN px:
 * a lens-soft edge (blur σ up to ~2.5 px) passes, a shadow's penumbra (σ ≥ 4 px) does not.
 */
const SPAN = 5;
const SHARPNESS = 0.3;
/** Floor of the edge threshold, Lab units across 2 px. */
const MIN_EDGE = 3.5;
/** Edge threshold in multiples of the backdrop's own 2-px variation (noise, paper texture). */
const EDGE_NOISE = 5;
/** Gaps in an outline up to about twice this (working pixels) are closed before the backdrop is flooded. */
const GAP_RADIUS = 3;

/** 3×3 binomial smoothing of one plane (edges replicated). */
function smooth(src: Float32Array, w: number, h: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const l = src[o + (x > 0 ? x - 1 : x)]!;
      const r = src[o + (x < w - 1 ? x + 1 : x)]!;
      tmp[o + x] = 0.25 * l + 0.5 * src[o + x]! + 0.25 * r;
    }
  }
  for (let y = 0; y < h; y++) {
    const up = (y > 0 ? y - 1 : y) * w;
    const dn = (y < h - 1 ? y + 1 : y) * w;
    const o = y * w;
    for (let x = 0; x < w; x++) out[o + x] = 0.25 * tmp[up + x]! + 0.5 * tmp[o + x]! + 0.25 * tmp[dn + x]!;
  }
  return out;
}

/** Squared Lab difference between two pixels (square roots are left out of the per-pixel loops). */
function diff2(L: Float32Array, A: Float32Array, B: Float32Array, p: number, q: number): number {
  const dl = L[p]! - L[q]!;
  const da = A[p]! - A[q]!;
  const db = B[p]! - B[q]!;
  return dl * dl + da * da + db * db;
}

/**
 * Each pass below is a function of its own: the segmenter runs once per photo, and V8 optimizes a
 * small function that every photo calls, while one long function with many loops is only ever
 * compiled loop by loop (on-stack replacement) and thrown away again at its first untried branch.
 */

/** Squared change across 2 px along the stronger axis, and which axis that is (1 = horizontal). */
function stepStrength(L: Float32Array, A: Float32Array, B: Float32Array, w: number, h: number): { d2: Float32Array; horizontal: Uint8Array } {
  const d2 = new Float32Array(w * h);
  const horizontal = new Uint8Array(w * h);
  const R = SPAN;
  for (let y = R; y < h - R; y++) {
    for (let x = R, p = y * w + R; x < w - R; x++, p++) {
      const hx1 = diff2(L, A, B, p - 1, p + 1);
      const vy1 = diff2(L, A, B, p - w, p + w);
      if (hx1 > vy1) {
        d2[p] = hx1;
        horizontal[p] = 1;
      } else d2[p] = vy1;
    }
  }
  return { d2, horizontal };
}

/** The backdrop's own 2-px variation, from the border band (75th percentile, robust to a shadow). */
function borderVariation(d2: Float32Array, w: number, h: number, band: number): number {
  const R = SPAN;
  const samples = new Float32Array(Math.ceil(w / 2) * Math.ceil(h / 2));
  let count = 0;
  for (let y = R; y < h - R; y += 2) {
    const inBand = y < R + band || y >= h - R - band;
    for (let x = R; x < w - R; x += 2) {
      if (inBand || x < R + band || x >= w - R - band) samples[count++] = d2[y * w + x]!;
    }
  }
  const sorted = samples.subarray(0, count).sort();
  return Math.sqrt(sorted[Math.floor(count * 0.75)] ?? 0);
}

/**
 * Ridges of sharp steps: the change across 2 px is at least `threshold` and a fair share of the
 * change across 2·SPAN px, thinned to its maximum along the stronger axis so that the outline sits
 * where the step is, not across its whole soft width.
 */
function sharpRidges(L: Float32Array, A: Float32Array, B: Float32Array, d2: Float32Array, horizontal: Uint8Array, w: number, h: number, threshold: number): Uint8Array {
  const n = w * h;
  const R = SPAN;
  const threshold2 = threshold * threshold;
  const sharpness2 = SHARPNESS * SHARPNESS;
  const sharp = new Uint8Array(n);
  for (let y = R; y < h - R; y++) {
    for (let x = R, p = y * w + R; x < w - R; x++, p++) {
      const near = d2[p]!;
      if (near < threshold2) continue;
      const far = horizontal[p] ? diff2(L, A, B, p - R, p + R) : diff2(L, A, B, p - R * w, p + R * w);
      if (near >= sharpness2 * far) sharp[p] = 1;
    }
  }
  const edge = new Uint8Array(n);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      if (!sharp[p]) continue;
      const v = d2[p]!;
      const o = horizontal[p] ? 1 : w;
      if (v >= d2[p - o]! && v >= d2[p + o]!) edge[p] = 1;
    }
  }
  return edge;
}

/**
 * Sharp edges, shadow-like pixels and the plain distance from the backdrop surface.
 * `surface` holds the backdrop's Lab colour expected at every pixel; `noise` is the border's median
 * distance from it.
 */
export function analyseStructure(
  lab: LabPlanes,
  w: number,
  h: number,
  surface: SurfacePlanes,
  noise: number,
  band: number,
): Structure {
  const L = smooth(lab.L, w, h);
  const A = smooth(lab.a, w, h);
  const B = smooth(lab.b, w, h);
  const { d2, horizontal } = stepStrength(L, A, B, w, h);
  const threshold = Math.max(MIN_EDGE, EDGE_NOISE * borderVariation(d2, w, h, band), 1.5 * noise);
  const edge = sharpRidges(L, A, B, d2, horizontal, w, h, threshold);
  const barrier = dilate(edge, w, h, 1);
  const closed = dilate(edge, w, h, GAP_RADIUS);
  const shadowLike = shadowPixels(lab, surface, noise, barrier, w, h);
  const plain = (p: number) => {
    const dl = lab.L[p]! - surface.L[p]!, da = lab.a[p]! - surface.a[p]!, db = lab.b[p]! - surface.b[p]!;
    return Math.sqrt(dl * dl + da * da + db * db);
  };
  return { edge, barrier, closed, shadowLike, plain, threshold, lab };
}

/** Pixels the backdrop may flood through: close to it (`distance < high`) or shadow-like, and off the outline (plain, and with its gaps closed). */
function passability(distance: Float32Array, s: Structure, high: number): { passable: Uint8Array; passableClosed: Uint8Array } {
  const n = distance.length;
  const passable = new Uint8Array(n);
  const passableClosed = new Uint8Array(n);
  const { barrier, closed, shadowLike } = s;
  for (let p = 0; p < n; p++) {
    if (!(distance[p]! < high || shadowLike[p])) continue;
    if (!barrier[p]) passable[p] = 1;
    if (!closed[p]) passableClosed[p] = 1;
  }
  return { passable, passableClosed };
}

/**
 * Enclosed pockets of passable pixels (at least `minHole`) that show the backdrop: those whose median
 * plain distance from the surface is within `tolerance` (the backdrop seen through the product, lit
 * as the backdrop around it: a mug's handle), and those seen through a thin dark part in its shadow
 * (see-through.ts: a strap's loop). The median test needs no sort: it holds when more than half of
 * a pocket's pixels are within the tolerance.
 */
function backdropPockets(passable: Uint8Array, reached: Uint8Array, distance: Float32Array, s: Structure, w: number, h: number, options: PocketOptions): { labels: Int32Array; backdrop: Uint8Array; seenThrough: Uint8Array } {
  const n = w * h;
  const pocketMask = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (passable[p] && !reached[p]) pocketMask[p] = 1;
  const pockets = components(pocketMask, w, h, 1, false);
  const count = pockets.areas.length;
  const within = new Int32Array(count);
  const { labels, areas } = pockets;
  for (let p = 0; p < n; p++) {
    const id = labels[p]!;
    if (id > 0 && areas[id]! >= options.minHole && s.plain(p) <= options.holeTolerance) within[id]!++;
  }
  const backdrop = new Uint8Array(count);
  const undecided = new Uint8Array(count);
  for (let id = 1; id < count; id++) {
    if (areas[id]! < options.minHole) continue;
    if (within[id]! > areas[id]! >> 1) backdrop[id] = 1;
    else undecided[id] = 1;
  }
  const seenThrough = new Uint8Array(count);
  markSeenThrough({ labels, areas, reached, distance, lab: s.lab, w, h }, undecided, seenThrough, { high: options.high, tolerance: options.holeTolerance });
  for (let id = 1; id < count; id++) backdrop[id]! |= seenThrough[id]!;
  return { labels, backdrop, seenThrough };
}

/** The barrier is the ridge thickened by a pixel: its pixels on the backdrop's side go back to the backdrop. */
function trimBarrier(out: Uint8Array, reached: Uint8Array, distance: Float32Array, s: Structure, w: number, h: number, high: number): void {
  const { barrier, edge } = s;
  for (let pass = 0; pass < 2; pass++) {
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
        if (!out[p] || !barrier[p] || edge[p] || distance[p]! >= high) continue;
        if (!out[p - 1] || !out[p + 1] || !out[p - w] || !out[p + w]) {
          if (reached[p - 1] || reached[p + 1] || reached[p - w] || reached[p + w]) {
            out[p] = 0;
            reached[p] = 1;
          }
        }
      }
    }
  }
}

/**
 * Product = what the frame's edge cannot reach through passable pixels (4-connected): not a sharp
 * edge, and either close to the backdrop (`distance < high`) or shadow-like. Enclosed passable
 * pockets that show the backdrop itself (plain distance within `holeTolerance`) are given back.
 */
export function enclosedProduct(
  distance: Float32Array,
  s: Structure,
  w: number,
  h: number,
  options: PocketOptions,
  stats: EnclosedStats = { acrossGaps: 0 },
): Uint8Array {
  const n = w * h;
  const { passable, passableClosed } = passability(distance, s, options.high);
  // 1. Flood the backdrop from the frame's edge with the outline's gaps closed…
  const reached = new Uint8Array(n);
  const depth = new Uint8Array(n);
  const queue = new Int32Array(n);
  flood(queue, seedFrame(passableClosed, reached, queue, w, h), reached, depth, passableClosed, 0, w, n);
  // 2. …then let it creep back up to the real outline (the closing's thickness, plus one), no further.
  // (A square dilation reaches GAP_RADIUS diagonally, twice that in 4-connected steps.)
  flood(queue, seedFront(reached, passable, queue, w), reached, depth, passable, 2 * GAP_RADIUS + 1, w, n);
  // Faces of a pale product that the flood entered through a gap wider than the closing (wide-gaps.ts).
  stats.acrossGaps = closeWideGaps(reached, passable, s, w, h, options.minHole);
  // Enclosed pockets of passable pixels: the backdrop seen through the product, or product.
  const pockets = backdropPockets(passable, reached, distance, s, w, h, options);
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) out[p] = reached[p] || pockets.backdrop[pockets.labels[p]!] ? 0 : 1;
  stats.seenThrough = new Uint8Array(n);
  for (let p = 0; p < n; p++) stats.seenThrough[p] = pockets.seenThrough[pockets.labels[p]!]!;
  trimBarrier(out, reached, distance, s, w, h, options.high);
  return out;
}
