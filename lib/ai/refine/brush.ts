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
import { liftEdges } from "@/lib/ai/segmenter";
import { fitGmm, logDensity } from "@/lib/ai/segmenter";
import { rgbToLab } from "@/lib/ai/segmenter";
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
const MAX_SAMPLES = 4000;
/** Working pixels around the strokes the edge-lift needs (its band and filter window) to redo their edges. */
const LIFT_REACH = 8;

export function refineWithBrush(input: BrushInput): BrushResult {
  const { work, full } = input;
  const scale = work.width / full.width;
  const grid: Grid = { left: input.region.left, top: input.region.top, width: work.width, height: work.height, scale };
  const raster = rasteriseStrokes(input.strokes, grid);
  const labels = decide(work, input.workMask, raster);

  // Lifted only where strokes lie (and the edge-lift's reach around them), not over the context.
  const { width: W, height: H } = full;
  const sy = work.height / H;
  const cell = footprintBox(raster.mode, work.width, work.height, LIFT_REACH);
  const box = { x0: Math.round(cell.x0 / scale), y0: Math.round(cell.y0 / sy), x1: Math.min(W, Math.round(cell.x1 / scale)), y1: Math.min(H, Math.round(cell.y1 / sy)) };
  // Away from the strokes the product's outline is not redone: labels there are cleared, so the
  // lift's band follows the outline under the strokes only (plus short cuts across the margin).
  const reach = rasteriseStrokes(input.strokes.map((st) => ({ ...st, radius: st.radius + LIFT_REACH / scale })), grid).mode;
  for (let p = 0; p < labels.length; p++) if (reach[p] === NONE) labels[p] = 0;
  const lift = liftEdges({ work: crop(work, cell, 3), labels: crop({ width: work.width, rgb: labels }, cell, 1).rgb, full: crop(full, box, 3) });

  // Full size: the lifted alpha where a stroke lies (keep may only add, remove only take away),
  // the stored mask everywhere else.
  const alpha = Buffer.from(input.fullMask);
  const touched = new Uint8Array(W * H);
  const bw = box.x1 - box.x0;
  const cw = cell.x1 - cell.x0, ch = cell.y1 - cell.y0;
  const toCellX = cw / bw, toCellY = ch / (box.y1 - box.y0);
  // The working cell of each full-size column, worked out once instead of once a pixel.
  const cellOfColumn = new Int32Array(bw);
  for (let x = 0; x < bw; x++) cellOfColumn[x] = Math.min(cw - 1, Math.floor((x + 0.5) * toCellX));
  for (let Y = box.y0; Y < box.y1; Y++) {
    const row = (cell.y0 + Math.min(ch - 1, Math.floor((Y - box.y0 + 0.5) * toCellY))) * work.width + cell.x0;
    for (let X = box.x0, P = Y * W + X; X < box.x1; X++, P++) {
      const mode = raster.mode[row + cellOfColumn[X - box.x0]!]!;
      if (mode === NONE) continue;
      touched[P] = 1;
      const lifted = lift.alpha[(Y - box.y0) * bw + X - box.x0]!;
      alpha[P] = mode === KEEP ? Math.max(alpha[P]!, lifted) : Math.min(alpha[P]!, lifted);
    }
  }
  // Edge pixels as indices of the whole region.
  const edgeIndex = new Int32Array(lift.edgeIndex.length);
  for (let k = 0; k < edgeIndex.length; k++) {
    const i = lift.edgeIndex[k]!;
    edgeIndex[k] = (box.y0 + Math.floor(i / bw)) * W + box.x0 + (i % bw);
  }
  return { alpha, touched, edgeIndex, edgeColour: lift.edgeColour };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The cells under any stroke, grown by `margin` (inside the grid). */
function footprintBox(mode: Uint8Array, w: number, h: number, margin: number): Box {
  let x0 = w, y0 = h, x1 = 0, y1 = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (mode[p] === NONE) continue;
      if (x < x0) x0 = x;
      if (x >= x1) x1 = x + 1;
      if (y < y0) y0 = y;
      y1 = y + 1;
    }
  }
  return { x0: Math.max(0, x0 - margin), y0: Math.max(0, y0 - margin), x1: Math.min(w, x1 + margin), y1: Math.min(h, y1 + margin) };
}

function crop(r: { width: number; rgb: Uint8Array }, b: Box, channels: number): Raster {
  const width = b.x1 - b.x0, height = b.y1 - b.y0;
  const rgb = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const from = ((b.y0 + y) * r.width + b.x0) * channels;
    rgb.set(r.rgb.subarray(from, from + width * channels), y * width * channels);
  }
  return { width, height, rgb };
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
  if (unknown > 0) flood(label, gradient(work, label, raster.core), raster.mode, raster.core, w, h);
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) out[p] = label[p] === 1 ? 1 : 0;
  return out;
}

/**
 * Per pixel, the strongest step to a 4-neighbour: the colour difference (Lab) plus how much the
 * product-or-backdrop colour models change across it, so a seam inside the product counts for
 * less than the product's outline. In 0–255 priority levels; only pixels to decide need one.
 */
function gradient(work: Raster, label: Int8Array, core: Uint8Array): Uint8Array {
  const { width: w, height: h } = work;
  const n = w * h;
  const picks = [pickSamples(label, core, 0), pickSamples(label, core, 1)] as const;
  // Lab only where it is used: the pixels to decide, their neighbours and the samples.
  const needed = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (label[p] !== -1) continue;
    needed[p] = 1;
    if (p % w > 0) needed[p - 1] = 1;
    if (p % w < w - 1) needed[p + 1] = 1;
    if (p >= w) needed[p - w] = 1;
    if (p < n - w) needed[p + w] = 1;
  }
  for (const pick of picks) for (const p of pick) needed[p] = 1;
  const lab = labWhere(work.rgb, needed);
  const product = productProbability(lab, picks);
  const g = new Uint8Array(n);
  const step = (p: number, q: number) => {
    const dL = lab[p * 3]! - lab[q * 3]!, da = lab[p * 3 + 1]! - lab[q * 3 + 1]!, db = lab[p * 3 + 2]! - lab[q * 3 + 2]!;
    return Math.sqrt(dL * dL + da * da + db * db) + MODEL_WEIGHT * Math.abs(product(p) - product(q));
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

/** Interleaved Lab (3 floats a pixel) of the pixels marked `needed`, converted in one batch; zero elsewhere. */
function labWhere(rgb: Uint8Array, needed: Uint8Array): Float32Array {
  let m = 0;
  for (let p = 0; p < needed.length; p++) if (needed[p]) m++;
  const gathered = new Uint8Array(m * 3);
  for (let p = 0, k = 0; p < needed.length; p++) {
    if (!needed[p]) continue;
    gathered[k++] = rgb[p * 3]!;
    gathered[k++] = rgb[p * 3 + 1]!;
    gathered[k++] = rgb[p * 3 + 2]!;
  }
  const { L, a, b } = rgbToLab(gathered, m);
  const lab = new Float32Array(needed.length * 3);
  for (let p = 0, k = 0; p < needed.length; p++) {
    if (!needed[p]) continue;
    lab[p * 3] = L[k]!;
    lab[p * 3 + 1] = a[k]!;
    lab[p * 3 + 2] = b[k++]!;
  }
  return lab;
}

/**
 * Up to MAX_SAMPLES settled pixels of one side for its colour model. The strokes' centre lines
 * come first: what the user marked is what that side looks like here (a stray part is seldom of
 * the colours around it).
 */
function pickSamples(label: Int8Array, core: Uint8Array, side: number): Int32Array {
  const marked = (mode: number) => mode !== NONE && (mode === KEEP ? 1 : 0) === side;
  let lines = 0, rest = 0;
  for (let p = 0; p < label.length; p++) {
    if (label[p] !== side) continue;
    if (marked(core[p]!)) lines++;
    else rest++;
  }
  const lineStride = Math.max(1, Math.ceil(lines / (MAX_SAMPLES / 2)));
  const restStride = Math.max(1, Math.ceil(rest / Math.max(1, MAX_SAMPLES - Math.ceil(lines / lineStride))));
  const out = new Int32Array(MAX_SAMPLES + 2);
  let k = 0;
  for (let p = 0, seenLine = 0, seenRest = 0; p < label.length && k < out.length; p++) {
    if (label[p] !== side) continue;
    if (marked(core[p]!) ? seenLine++ % lineStride === 0 : seenRest++ % restStride === 0) out[k++] = p;
  }
  return out.subarray(0, k);
}

/** Per pixel, 0–1: how much more its colour looks like the product's than the backdrop's; worked out when first asked for. */
function productProbability(lab: Float32Array, [bgPick, fgPick]: readonly [Int32Array, Int32Array]): (p: number) => number {
  // One side absent from the region: colour cannot tell them apart.
  if (bgPick.length < COMPONENTS * 4 || fgPick.length < COMPONENTS * 4) return () => 0.5;
  const model = (pick: Int32Array) => {
    const samples = new Float32Array(pick.length * 3);
    pick.forEach((p, i) => {
      samples[i * 3] = lab[p * 3]!;
      samples[i * 3 + 1] = lab[p * 3 + 1]!;
      samples[i * 3 + 2] = lab[p * 3 + 2]!;
    });
    return fitGmm(samples, COMPONENTS);
  };
  const fg = model(fgPick), bg = model(bgPick);
  const known = new Float32Array(lab.length / 3).fill(-1);
  return (p) => {
    if (known[p]! >= 0) return known[p]!;
    const L = lab[p * 3]!, a = lab[p * 3 + 1]!, b = lab[p * 3 + 2]!;
    const d = logDensity(fg, L, a, b) - logDensity(bg, L, a, b);
    return (known[p] = 1 / (1 + Math.exp(-Math.max(-12, Math.min(12, d)))));
  };
}

/**
 * Seeded watershed by flooding, in priority order: a pixel takes the side that reaches it over the
 * lowest highest gradient (minimax path). A flood that started on a stroke's centre line pays
 * STROKE_REACH less at every pixel under its own stroke; one from around the footprint pays in
 * full, or the settled side would seep in through every soft outline. Each pixel may be queued
 * once per side and origin; the first one out settles it.
 */
function flood(label: Int8Array, g: Uint8Array, mode: Uint8Array, core: Uint8Array, w: number, h: number) {
  const buckets: number[][] = Array.from({ length: 256 }, () => []);
  const queued = new Uint8Array(label.length); // one bit per (origin, side)
  const reach = STROKE_REACH * LEVELS_PER_UNIT;
  const visit = (q: number, kind: number, from: number) => {
    if (label[q] !== -1 || queued[q]! & (1 << kind)) return;
    queued[q]! |= 1 << kind;
    const side = kind & 1;
    const own = kind >= 2 && (mode[q] === KEEP ? 1 : 0) === side;
    const cost = own ? Math.max(0, g[q]! - reach) : g[q]!;
    buckets[Math.max(from, cost)]!.push(q * 4 + kind);
  };
  // kind: bit 0 the side (1 product), bit 1 set for a flood from a centre line.
  const neighbours = (p: number, kind: number, level: number) => {
    const x = p % w;
    if (x > 0) visit(p - 1, kind, level);
    if (x < w - 1) visit(p + 1, kind, level);
    if (p >= w) visit(p - w, kind, level);
    if (p < w * (h - 1)) visit(p + w, kind, level);
  };
  // Seeded from every settled pixel beside one to decide, in pixel order (the order breaks ties).
  const n = label.length;
  for (let p = 0; p < n; p++) {
    if (label[p] === -1) continue;
    const x = p % w;
    if ((x > 0 && label[p - 1] === -1) || (x < w - 1 && label[p + 1] === -1) || (p >= w && label[p - w] === -1) || (p < n - w && label[p + w] === -1)) neighbours(p, label[p]! + (core[p] ? 2 : 0), 0);
  }
  for (let level = 0; level < 256; level++) {
    const bucket = buckets[level]!;
    // Read in arrival order; pixels queued at this level while reading join the end.
    for (let i = 0; i < bucket.length; i++) {
      const entry = bucket[i]!;
      const p = entry >> 2, kind = entry & 3;
      if (label[p] !== -1) continue;
      label[p] = kind & 1;
      neighbours(p, kind, level);
    }
    bucket.length = 0;
  }
}

export type { BrushStroke } from "./strokes";
