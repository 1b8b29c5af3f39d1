/**
 * The refine brush's decision: which pixels under the strokes are product. A stroke is not a hard
 * paint stroke. Its centre line is sure (keep: product, remove: backdrop); the rest of its
 * footprint is settled by a seeded watershed on the photo's edges, flooded from the centre line
 * and from the mask around the footprint, so the new boundary lands on the strongest edge between
 * them. The stroke's own side floods through faint gradients (texture, noise) for free: inside a
 * stroke everything up to a real edge follows the stroke.
 *
 * Keep only ever adds product and remove only takes it away. The decision is made at working
 * size and lifted to full size by the segmenter's edge-lift (a colour-guided filter on the band).
 */
import { liftEdges } from "@/lib/ai/segmenter/edge-lift";
import { fitGmm, logDensity } from "@/lib/ai/segmenter/gmm";
import { rgbToLab, type LabPlanes } from "@/lib/ai/segmenter/lab";
import { KEEP, NONE, rasteriseStrokes, type BrushStroke, type Grid, type StrokeRaster } from "./strokes";

export interface Raster {
  width: number;
  height: number;
  /** interleaved RGB */
  rgb: Uint8Array;
}

export interface BrushInput {
  strokes: readonly BrushStroke[];
  /** where the region lies in the photo (photo pixels) */
  region: { left: number; top: number };
  /** the region at full size and at working size */
  full: Raster;
  work: Raster;
  /** the stored mask over the region (0–255), at full size and at working size */
  fullMask: Uint8Array;
  workMask: Uint8Array;
}

export interface BrushResult {
  /** the refined mask over the region, full size */
  alpha: Buffer;
  /** per full-size pixel of the region: 1 where a stroke may have changed it */
  touched: Uint8Array;
  /** region pixels (full size) that are partly product, and their colour freed of the backdrop's tint */
  edgeIndex: Int32Array;
  edgeColour: Uint8Array;
}

/** Gradients below this (ΔE-like units) do not stop a stroke's own side: texture and noise. */
const STROKE_REACH = 10;
/** Weight of a change in colour-model membership (0–1) against the colour difference itself. */
const MODEL_WEIGHT = 50;
/** Priorities are gradients × LEVELS_PER_UNIT, in 256 buckets. */
const LEVELS_PER_UNIT = 2;
const COMPONENTS = 5;
const MAX_SAMPLES = 6000;

export function refineWithBrush(input: BrushInput): BrushResult {
  const { work, full } = input;
  const scale = work.width / full.width;
  const grid: Grid = { left: input.region.left, top: input.region.top, width: work.width, height: work.height, scale };
  const raster = rasteriseStrokes(input.strokes, grid);
  const labels = decide(work, input.workMask, raster);
  const lift = liftEdges({ work, labels, full });

  // Full size: the lifted alpha where a stroke lies (keep may only add, remove only take away),
  // the stored mask everywhere else.
  const { width: W, height: H } = full;
  const alpha = Buffer.from(input.fullMask);
  const touched = new Uint8Array(W * H);
  const sx = work.width / W, sy = work.height / H;
  for (let Y = 0; Y < H; Y++) {
    const row = Math.min(work.height - 1, Math.floor((Y + 0.5) * sy)) * work.width;
    for (let X = 0, P = Y * W; X < W; X++, P++) {
      const mode = raster.mode[row + Math.min(work.width - 1, Math.floor((X + 0.5) * sx))]!;
      if (mode === NONE) continue;
      touched[P] = 1;
      const lifted = lift.alpha[P]!;
      alpha[P] = mode === KEEP ? Math.max(alpha[P]!, lifted) : Math.min(alpha[P]!, lifted);
    }
  }
  return { alpha, touched, edgeIndex: lift.edgeIndex, edgeColour: lift.edgeColour };
}

/** 1 = product, 0 = backdrop, per working pixel. */
export function decide(work: Raster, workMask: Uint8Array, raster: StrokeRaster): Uint8Array {
  const { width: w, height: h } = work;
  const n = w * h;
  // -1: to decide. Under a stroke, a pixel already on the stroke's side stays; its centre line is sure.
  const label = new Int8Array(n);
  let unknown = 0;
  for (let p = 0; p < n; p++) {
    const old = workMask[p]! >= 128 ? 1 : 0;
    const mode = raster.mode[p]!;
    if (mode === NONE) label[p] = old;
    else if (raster.core[p]) label[p] = raster.core[p] === KEEP ? 1 : 0;
    else if (old === (mode === KEEP ? 1 : 0)) label[p] = old;
    else {
      label[p] = -1;
      unknown++;
    }
  }
  if (unknown > 0) flood(label, gradient(work, label), raster.mode, w, h);
  return Uint8Array.from(label, (v) => (v === 1 ? 1 : 0));
}

/**
 * Per pixel, the strongest step to a 4-neighbour: the colour difference (Lab) plus how much the
 * product-or-backdrop colour models change across it, so a seam inside the product counts for
 * less than the product's outline. In 0–255 priority levels.
 */
function gradient(work: Raster, label: Int8Array): Uint8Array {
  const { width: w, height: h } = work;
  const n = w * h;
  const lab = rgbToLab(work.rgb, n);
  const product = productProbability(lab, label);
  const g = new Uint8Array(n);
  const step = (p: number, q: number) => {
    const dL = lab.L[p]! - lab.L[q]!, da = lab.a[p]! - lab.a[q]!, db = lab.b[p]! - lab.b[q]!;
    return Math.sqrt(dL * dL + da * da + db * db) + MODEL_WEIGHT * Math.abs(product[p]! - product[q]!);
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (label[p] !== -1) continue;
      let best = 0;
      if (x > 0) best = Math.max(best, step(p, p - 1));
      if (x < w - 1) best = Math.max(best, step(p, p + 1));
      if (y > 0) best = Math.max(best, step(p, p - w));
      if (y < h - 1) best = Math.max(best, step(p, p + w));
      g[p] = Math.min(255, Math.round(best * LEVELS_PER_UNIT));
    }
  }
  return g;
}

/** Per pixel, 0–1: how much more its colour looks like the product's than the backdrop's, from the region's settled pixels. */
function productProbability(lab: LabPlanes, label: Int8Array): Float32Array {
  const n = label.length;
  const out = new Float32Array(n).fill(0.5);
  const samples = (side: number) => {
    let count = 0;
    for (let p = 0; p < n; p++) if (label[p] === side) count++;
    if (count < COMPONENTS * 4) return undefined;
    const stride = Math.max(1, Math.floor(count / MAX_SAMPLES));
    const out = new Float32Array(Math.ceil(count / stride) * 3);
    let k = 0;
    for (let p = 0, seen = 0; p < n; p++) {
      if (label[p] !== side || seen++ % stride !== 0) continue;
      out[k++] = lab.L[p]!;
      out[k++] = lab.a[p]!;
      out[k++] = lab.b[p]!;
    }
    return out.subarray(0, k);
  };
  const fgSamples = samples(1), bgSamples = samples(0);
  if (!fgSamples || !bgSamples) return out; // one side absent from the region: colour cannot tell them apart
  const fg = fitGmm(fgSamples, COMPONENTS), bg = fitGmm(bgSamples, COMPONENTS);
  for (let p = 0; p < n; p++) {
    const d = logDensity(fg, lab.L[p]!, lab.a[p]!, lab.b[p]!) - logDensity(bg, lab.L[p]!, lab.a[p]!, lab.b[p]!);
    out[p] = 1 / (1 + Math.exp(-Math.max(-12, Math.min(12, d))));
  }
  return out;
}

/**
 * Seeded watershed by flooding, in priority order: a pixel takes the side that reaches it over the
 * lowest highest gradient (minimax path). The stroke's own side pays STROKE_REACH less at every
 * pixel under its stroke. Each pixel may be queued once per side; the first one out settles it.
 */
function flood(label: Int8Array, g: Uint8Array, mode: Uint8Array, w: number, h: number) {
  const buckets: number[][] = Array.from({ length: 256 }, () => []);
  const queued = new Uint8Array(label.length); // bit 1: queued for backdrop, bit 2: for product
  const reach = STROKE_REACH * LEVELS_PER_UNIT;
  const visit = (q: number, side: number, from: number) => {
    if (label[q] !== -1 || queued[q]! & (side + 1)) return;
    queued[q]! |= side + 1;
    const own = (mode[q] === KEEP ? 1 : 0) === side;
    const cost = own ? Math.max(0, g[q]! - reach) : g[q]!;
    buckets[Math.max(from, cost)]!.push(q * 2 + side);
  };
  const neighbours = (p: number, side: number, level: number) => {
    const x = p % w;
    if (x > 0) visit(p - 1, side, level);
    if (x < w - 1) visit(p + 1, side, level);
    if (p >= w) visit(p - w, side, level);
    if (p < w * (h - 1)) visit(p + w, side, level);
  };
  for (let p = 0; p < label.length; p++) if (label[p] !== -1) neighbours(p, label[p]!, 0);
  for (let level = 0; level < 256; level++) {
    const bucket = buckets[level]!;
    // Read in arrival order; pixels queued at this level while reading join the end.
    for (let i = 0; i < bucket.length; i++) {
      const entry = bucket[i]!;
      const p = entry >> 1, side = entry & 1;
      if (label[p] !== -1) continue;
      label[p] = side;
      neighbours(p, side, level);
    }
    bucket.length = 0;
  }
}

export type { BrushStroke } from "./strokes";
