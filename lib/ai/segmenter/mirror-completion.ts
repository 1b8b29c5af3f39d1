/**
 * Mirror symmetry and the shadow's one-sidedness: a second try for a cut that would be refused
 * because part of the product was missed (builtin-segmenter.ts). Clear glass on a backdrop of its
 * own colour (a light bulb on grey) has almost no outline: its sides differ from the backdrop by a
 * lightness unit or two, as evenly as a soft shadow does, so the flood takes them with the shadow
 * and the cut keeps only the bulb's cap and base, in two pieces. Two things still tell the glass from
 * the backdrop and its shadow:
 * - smoothed over 9 × 9 px, the glass stands off the backdrop's fitted surface where the backdrop
 *   itself does not (the "lift": the glass and the shadow, not the paper);
 * - many products are mirror-symmetric about a vertical axis, and a cast shadow falls to one side:
 *   what stands off the backdrop on both sides of the product's axis is product, what stands off on
 *   one side only is shadow (or the backdrop's texture).
 * The axis is the one the outermost ridges (sharp, and faint ones: faint-edges.ts) of the cut's rows
 * agree on. The completion stays within the cut's rows (a contact shadow under the base is
 * symmetric too), drops added pieces that are shadow-coloured throughout (the contact shadow round
 * the foot), and takes each row's half-width as the median over a few rows (notches where the lift
 * is patchy). It reports how far the photo holds it up (axis agreement, outline on ridges, growth,
 * its own symmetry); mirror-rescue.ts decides, and the caller's other checks still apply.
 */
import { components } from "./regions";
import { dilate } from "./floods";

export interface MirrorCompletion {
  /** The completed cut (1 = product), working size. */
  labels: Uint8Array;
  /** Twice the axis's x (the axis may fall between two columns). */
  axis2: number;
  /** Share of the cut's rows whose outermost ridges are mirror images about the axis. */
  axisAgreement: number;
  /** Share of the completed cut's boundary within 2 px of a ridge (sharp or faint). */
  onRidges: number;
  /** The completed cut's area over the first cut's. */
  growth: number;
  /** Share of the completed cut whose mirror image about the axis is in it too. */
  mirrored: number;
}

/** The lift (box-smoothed plain distance from the backdrop surface, Lab units) a pixel stands off the backdrop with, at least… */
const MIN_LIFT = 0.6;
/** …and at least this multiple of the lift the frame's border band reaches (its 99th percentile). */
const LIFT_NOISE = 2;
/** Distances are capped here before smoothing, so that a dark part's pixels do not carry the lift a few pixels past its edge. */
const LIFT_CAP = 3;
/** Half the width of the smoothing box. */
const LIFT_RADIUS = 4;
/** Midpoints of a row's outermost ridges within this many half-pixels vote together (±1.5 px). */
const AXIS_TOLERANCE = 3;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(labels: Uint8Array, w: number, h: number): Box | null {
  let x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (!labels[p]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/**
 * The vertical axis (twice its x) of the silhouette: in each row of the box, the outermost ridges
 * left and right; the axis is the commonest midpoint (within AXIS_TOLERANCE), and `agreement` the
 * share of rows whose midpoint is that one.
 */
export function silhouetteAxis(ridges: Uint8Array, w: number, box: Box): { axis2: number; agreement: number } {
  const { x0, y0, x1, y1 } = box;
  const votes = new Float32Array(2 * w + 1);
  let rows = 0;
  for (let y = y0; y <= y1; y++) {
    const o = y * w;
    let left = -1, right = -1;
    for (let x = x0; x <= x1; x++) {
      if (ridges[o + x]) {
        left = x;
        break;
      }
    }
    for (let x = x1; x >= x0; x--) {
      if (ridges[o + x]) {
        right = x;
        break;
      }
    }
    if (left < 0 || right - left < 4) continue;
    rows++;
    votes[left + right]!++;
  }
  let best = { axis2: x0 + x1, agreement: 0 };
  for (let a = AXIS_TOLERANCE; a < votes.length - AXIS_TOLERANCE; a++) {
    let v = 0;
    for (let d = -AXIS_TOLERANCE; d <= AXIS_TOLERANCE; d++) v += votes[a + d]!;
    if (v > best.agreement * rows) best = { axis2: a, agreement: v / Math.max(1, rows) };
  }
  return best;
}

/** Box mean of radius LIFT_RADIUS of `plain(p)` (edges replicated). */
function liftOf(plain: (p: number) => number, w: number, h: number): Float32Array {
  const R = LIFT_RADIUS;
  const k = 1 / (2 * R + 1);
  const row = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let d = -R; d <= R; d++) s += Math.min(LIFT_CAP, plain(o + Math.min(w - 1, Math.max(0, x + d))));
      row[o + x] = s * k;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let d = -R; d <= R; d++) s += row[Math.min(h - 1, Math.max(0, y + d)) * w + x]!;
      out[y * w + x] = s * k;
    }
  }
  return out;
}

/** The 99th percentile of the lift over the frame's border band of `band` px. */
function borderLift(lift: Float32Array, w: number, h: number, band: number): number {
  const values: number[] = [];
  for (let y = 0; y < h; y += 2) {
    const inBand = y < band || y >= h - band;
    for (let x = 0; x < w; x += 2) if (inBand || x < band || x >= w - band) values.push(lift[y * w + x]!);
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(0.99 * values.length)] ?? 0;
}

/**
 * `labels`: the cut that would be refused; `plain(p)`: a pixel's plain Lab distance from the
 * backdrop surface; `ridges`: sharp and faint ridges (structure.ts, faint-edges.ts); `band`: the
 * border band's width. Null when there is no cut.
 */
export function mirrorCompletion(labels: Uint8Array, plain: (p: number) => number, shadowLike: Uint8Array, ridges: Uint8Array, w: number, h: number, band: number): MirrorCompletion | null {
  const cut = boxOf(labels, w, h);
  if (!cut) return null;
  const margin = Math.round(0.15 * (cut.x1 - cut.x0 + 1));
  const { axis2, agreement } = silhouetteAxis(ridges, w, { ...cut, x0: Math.max(0, cut.x0 - margin), x1: Math.min(w - 1, cut.x1 + margin) });
  const lift = liftOf(plain, w, h);
  const threshold = Math.max(MIN_LIFT, LIFT_NOISE * borderLift(lift, w, h, band));
  const n = w * h;
  // What stands off the backdrop within the cut's rows, in pieces that hold part of the cut…
  const off = new Uint8Array(n);
  for (let y = cut.y0; y <= cut.y1; y++) for (let p = y * w, e = p + w; p < e; p++) off[p] = labels[p] || lift[p]! >= threshold ? 1 : 0;
  const { labels: ids, areas } = components(off, w, h, 1, false);
  const holds = new Uint8Array(areas.length);
  for (let p = 0; p < n; p++) if (labels[p]) holds[ids[p]!] = 1;
  // …and whose mirror image does too: a shadow cast to one side has none.
  const out = new Uint8Array(n);
  let first = 0;
  let area = 0;
  for (let y = cut.y0; y <= cut.y1; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      first += labels[p]!;
      const m = axis2 - x;
      const q = y * w + m;
      const kept = labels[p] || (holds[ids[p]!] && m >= 0 && m < w && holds[ids[q]!]);
      if (kept) out[p] = 1;
    }
  }
  dropShadows(out, labels, shadowLike, w, h);
  smoothSilhouette(out, labels, axis2, w, cut);
  let mirrored = 0;
  for (let y = cut.y0; y <= cut.y1; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (!out[p]) continue;
      area++;
      const m = axis2 - x;
      if (m >= 0 && m < w && out[y * w + m]) mirrored++;
    }
  }
  // How much of the completed outline runs on a ridge the photo shows (within 2 px).
  const near = dilate(ridges, w, h, 2);
  let boundary = 0;
  let onRidge = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      if (!out[p] || (out[p - 1] && out[p + 1] && out[p - w] && out[p + w])) continue;
      boundary++;
      onRidge += near[p]!;
    }
  }
  return { labels: out, axis2, axisAgreement: agreement, onRidges: boundary ? onRidge / boundary : 0, growth: area / Math.max(1, first), mirrored: mirrored / Math.max(1, area) };
}

/** An added piece with less than this share of pixels unlike a shadow (darker than the backdrop, its chroma) is a shadow. */
const MIN_UNSHADOWED = 0.2;
/** Strips of added pixels narrower than about twice this (working pixels) are left out: they join a shadow to the glass along a hard edge. */
const OPENING = 2;

/**
 * Takes out of `out` the pieces it adds to `labels` that are shadow through and through: the
 * contact shadow round a product's foot is symmetric too, but it is darker than the backdrop with
 * the backdrop's chroma everywhere, while glass lets light through somewhere. The added pixels are
 * opened first, so that a thin strip along the product's hard edge does not join the two.
 */
function dropShadows(out: Uint8Array, labels: Uint8Array, shadowLike: Uint8Array, w: number, h: number): void {
  const n = out.length;
  const notAdded = new Uint8Array(n);
  for (let p = 0; p < n; p++) notAdded[p] = out[p] && !labels[p] ? 0 : 1;
  const eroded = dilate(notAdded, w, h, OPENING);
  for (let p = 0; p < n; p++) eroded[p] = eroded[p] ? 0 : 1;
  const opened = dilate(eroded, w, h, OPENING);
  for (let p = 0; p < n; p++) opened[p] = opened[p]! & (notAdded[p]! ^ 1);
  const { labels: ids, areas } = components(opened, w, h, 1, false);
  const unshadowed = new Int32Array(areas.length);
  for (let p = 0; p < n; p++) if (ids[p] && !shadowLike[p]) unshadowed[ids[p]!]!++;
  for (let p = 0; p < n; p++) out[p] = labels[p] || (ids[p] && unshadowed[ids[p]!]! >= MIN_UNSHADOWED * areas[ids[p]!]!) ? 1 : 0;
}

/** Rows over which a symmetric silhouette's half-width is taken as the median (a share of the cut's height, each way). */
const SMOOTH_ROWS = 0.02;

/**
 * A mirror-symmetric silhouette is a half-width per row about the axis. Where the glass's lift is
 * patchy, the completion has notches that run in from its sides; the median half-width over a few
 * rows each way fills them (and the interior of each row), and the first cut is kept as it was.
 */
function smoothSilhouette(out: Uint8Array, labels: Uint8Array, axis2: number, w: number, cut: Box): void {
  const rows = cut.y1 - cut.y0 + 1;
  const half = new Float32Array(rows).fill(-1);
  for (let y = cut.y0; y <= cut.y1; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      if (out[p] && !labels[p]) half[y - cut.y0] = Math.max(half[y - cut.y0]!, Math.abs(2 * x - axis2) / 2);
    }
  }
  const reach = Math.max(1, Math.round(SMOOTH_ROWS * rows));
  const window: number[] = [];
  for (let i = 0; i < rows; i++) {
    if (half[i]! < 0) continue;
    window.length = 0;
    for (let j = Math.max(0, i - reach); j <= Math.min(rows - 1, i + reach); j++) if (half[j]! >= 0) window.push(half[j]!);
    window.sort((a, b) => a - b);
    const r = window[window.length >> 1]!;
    const o = (cut.y0 + i) * w;
    for (let x = Math.max(0, Math.ceil((axis2 - 2 * r) / 2)); x <= Math.min(w - 1, Math.floor((axis2 + 2 * r) / 2)); x++) out[o + x] = 1;
  }
}
