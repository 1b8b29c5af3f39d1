/**
 * The backdrop, learnt from a band along the photo's border (the photo guidance keeps the product
 * away from the edges): a robust quadratic surface in Lab, plus how far the border strays from it.
 * The spread tells a plain or lightly textured backdrop from a busy scene.
 */
import { colourDistance } from "./colour-distance";
import { basis, evaluate, fitWeighted, TERMS } from "./polynomial-surface";
import type { WorkingImage } from "./working-image";

export interface BackgroundModel {
  /** Surface coefficients per Lab channel over u = 2x/(w-1) - 1, v = 2y/(h-1) - 1. */
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  /** Median distance of border samples from the surface: the backdrop's own texture and noise. */
  noise: number;
  /** 75th percentile of that distance. */
  spread: number;
  /** Fraction of border samples far from the surface (product touching an edge, or clutter). */
  outliers: number;
}

const SEGMENTS_PER_SIDE = 8;
/** A border sample this far from the surface is not backdrop. */
export const OUTLIER_DISTANCE = 12;

function percentile(values: Float64Array | number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface BorderSamples {
  rows: Float64Array;
  u: Float64Array;
  v: Float64Array;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  segment: Int32Array;
}

/** Width of the border band the backdrop is learnt from. */
export const borderBand = (width: number, height: number) => Math.max(2, Math.round(0.025 * Math.min(width, height)));

function sampleBorder(work: WorkingImage): BorderSamples {
  const { width: w, height: h, lab } = work;
  const band = borderBand(w, h);
  // About 6000 samples are plenty for a 6-term surface and keep the sorts for medians cheap.
  const stride = Math.max(1, Math.round(Math.sqrt((2 * band * (w + h)) / 6000)));
  const picks: number[] = [];
  const segs: number[] = [];
  const take = (x: number, y: number) => {
    const dMin = Math.min(y, h - 1 - y, x, w - 1 - x);
    // Side and position along it, for the per-segment medians.
    const [side, t] = dMin === y ? [0, x / w] : dMin === w - 1 - x ? [1, y / h] : dMin === h - 1 - y ? [2, x / w] : [3, y / h];
    picks.push(y * w + x);
    segs.push(side * SEGMENTS_PER_SIDE + Math.min(SEGMENTS_PER_SIDE - 1, Math.floor(t * SEGMENTS_PER_SIDE)));
  };
  for (let y = 0; y < h; y += stride) {
    if (y < band || y >= h - band) {
      for (let x = 0; x < w; x += stride) take(x, y);
      continue;
    }
    for (let x = 0; x < Math.min(band, w); x += stride) take(x, y);
    for (let x = Math.max(band, w - band); x < w; x += stride) take(x, y);
  }
  const n = picks.length;
  const s: BorderSamples = {
    rows: new Float64Array(n * TERMS),
    u: new Float64Array(n),
    v: new Float64Array(n),
    L: new Float64Array(n),
    a: new Float64Array(n),
    b: new Float64Array(n),
    segment: Int32Array.from(segs),
  };
  const row = new Float64Array(TERMS);
  for (let i = 0; i < n; i++) {
    const p = picks[i]!;
    const x = p % w;
    const y = (p - x) / w;
    s.u[i] = w > 1 ? (2 * x) / (w - 1) - 1 : 0;
    s.v[i] = h > 1 ? (2 * y) / (h - 1) - 1 : 0;
    basis(s.u[i]!, s.v[i]!, row);
    s.rows.set(row, i * TERMS);
    s.L[i] = lab.L[p]!;
    s.a[i] = lab.a[p]!;
    s.b[i] = lab.b[p]!;
  }
  return s;
}

function residuals(s: BorderSamples, k: Float64Array[], out: Float64Array): Float64Array {
  const [kL, ka, kb] = k as [Float64Array, Float64Array, Float64Array];
  for (let i = 0; i < out.length; i++) {
    const u = s.u[i]!;
    const v = s.v[i]!;
    out[i] = colourDistance(s.L[i]!, s.a[i]!, s.b[i]!, evaluate(kL, u, v), evaluate(ka, u, v), evaluate(kb, u, v));
  }
  return out;
}

/**
 * Robust fit: first on per-segment medians (a product touching one edge spoils a few segments, not
 * the fit), reweighted with a Cauchy loss; then trimmed least squares on every border sample.
 */
export function fitBackground(work: WorkingImage): BackgroundModel {
  const s = sampleBorder(work);
  const n = s.L.length;
  const segCount = 4 * SEGMENTS_PER_SIDE;
  const members: number[][] = Array.from({ length: segCount }, () => []);
  for (let i = 0; i < n; i++) members[s.segment[i]!]!.push(i);
  const used = members.filter((m) => m.length > 0);
  const segRows = new Float64Array(used.length * TERMS);
  const segValues = [new Float64Array(used.length), new Float64Array(used.length), new Float64Array(used.length)] as const;
  const row = new Float64Array(TERMS);
  used.forEach((m, j) => {
    const med = (arr: Float64Array) => percentile(m.map((i) => arr[i]!), 0.5);
    basis(med(s.u), med(s.v), row);
    segRows.set(row, j * TERMS);
    segValues[0][j] = med(s.L);
    segValues[1][j] = med(s.a);
    segValues[2][j] = med(s.b);
  });
  let weights = new Float64Array(used.length).fill(1);
  let k = fitWeighted(segRows, [...segValues], weights);
  const segSamples: BorderSamples = { rows: segRows, u: new Float64Array(used.length), v: new Float64Array(used.length), L: segValues[0], a: segValues[1], b: segValues[2], segment: new Int32Array(used.length) };
  used.forEach((_, j) => {
    segSamples.u[j] = segRows[j * TERMS + 1]!;
    segSamples.v[j] = segRows[j * TERMS + 2]!;
  });
  const segRes = new Float64Array(used.length);
  for (let iter = 0; iter < 6; iter++) {
    residuals(segSamples, k, segRes);
    const c = Math.max(2, 1.5 * percentile(segRes, 0.5));
    weights = segRes.map((r) => 1 / (1 + (r / c) ** 2));
    k = fitWeighted(segRows, [...segValues], weights);
  }

  const res = new Float64Array(n);
  const all = [s.L, s.a, s.b];
  for (let iter = 0; iter < 2; iter++) {
    residuals(s, k, res);
    const cut = Math.max(6, 3 * percentile(res, 0.5));
    k = fitWeighted(s.rows, all, res.map((r) => (r < cut ? 1 : 0)));
  }
  residuals(s, k, res);
  let outliers = 0;
  for (let i = 0; i < n; i++) if (res[i]! > OUTLIER_DISTANCE) outliers++;
  return { L: k[0]!, a: k[1]!, b: k[2]!, noise: percentile(res, 0.5), spread: percentile(res, 0.75), outliers: n ? outliers / n : 0 };
}

/** The surface's Lab colour at every working pixel. */
export interface SurfacePlanes {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

export function surfacePlanes(w: number, h: number, bg: BackgroundModel): SurfacePlanes {
  const L = new Float32Array(w * h);
  const a = new Float32Array(w * h);
  const b = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const v = h > 1 ? (2 * y) / (h - 1) - 1 : 0;
    const rowCoef = (k: Float64Array) => [k[0]! + k[2]! * v + k[5]! * v * v, k[1]! + k[4]! * v, k[3]!] as const;
    const [l0, l1, l2] = rowCoef(bg.L);
    const [a0, a1, a2] = rowCoef(bg.a);
    const [b0, b1, b2] = rowCoef(bg.b);
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const u = w > 1 ? (2 * x) / (w - 1) - 1 : 0;
      L[p] = l0 + (l1 + l2 * u) * u;
      a[p] = a0 + (a1 + a2 * u) * u;
      b[p] = b0 + (b1 + b2 * u) * u;
    }
  }
  return { L, a, b };
}

/**
 * Fraction of the border band that is neither backdrop (close to the surface) nor product (in the
 * final mask). A product may touch an edge; anything else there means the backdrop is a scene.
 */
export function unexplainedBorder(distance: Float32Array, labels: Uint8Array, width: number, height: number, threshold: number): number {
  const band = borderBand(width, height);
  let total = 0;
  let odd = 0;
  for (let y = 0; y < height; y++) {
    const edgeRow = y < band || y >= height - band;
    for (let x = 0; x < width; x++) {
      if (!edgeRow && x >= band && x < width - band) {
        x = width - band - 1;
        continue;
      }
      const p = y * width + x;
      total++;
      if (labels[p] === 0 && distance[p]! > threshold) odd++;
    }
  }
  return total ? odd / total : 0;
}

/** Distance of every working pixel from the backdrop surface (see colour-distance.ts). */
export function distanceMap(work: WorkingImage, surface: SurfacePlanes): Float32Array {
  const { lab } = work;
  const out = new Float32Array(lab.L.length);
  for (let p = 0; p < out.length; p++) out[p] = colourDistance(lab.L[p]!, lab.a[p]!, lab.b[p]!, surface.L[p]!, surface.a[p]!, surface.b[p]!);
  return out;
}
