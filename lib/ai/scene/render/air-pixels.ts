// The air field and the film grain laid on the stage in pixel code (air.ts samples the field):
// pure arithmetic on raw RGBA, with no native module, so the pixel threads (pixel-threads.ts) can
// run it on a band of rows each.
import type { Grain } from "./atmosphere";
import type { Rows } from "./rows";

export interface AirField {
  /** samples across and down, and canvas pixels per sample (about the scale asked for) */
  w: number;
  h: number;
  kx: number;
  ky: number;
  /** per sample and channel: the factor on the stage's colour (0..1) and the colour added (0..255) */
  m: Float32Array;
  a: Float32Array;
}

/**
 * Lay the air (when given) and the grain (when given) over `data`, RGBA of W x H, in place.
 * The grain is blended by its table (grainTable). With `keepOff` (one byte per pixel, no grain),
 * the air is laid on only as far as 255 minus it lets: the light under the props behind the product.
 * Only `rows` are touched (all by default).
 */
export function applyAir(data: Uint8Array, W: number, H: number, air: AirField | null, grain: (Grain & { table: Uint8Array }) | null, keepOff?: Uint8Array | null, rows: Rows = { y0: 0, y1: H }): void {
  if (!air && !grain) return;
  const gs = grain?.size ?? 1;
  const grey = grain?.grey ?? new Uint8Array(1);
  const blend = grain?.table ?? null;
  if (!air) {
    for (let y = rows.y0; y < rows.y1; y += 1) grainRow(data, y * W * 4, W, grey, (y % gs) * gs, gs, blend!);
    return;
  }
  const { w, h, kx, ky, m, a } = air;
  // Each canvas column's sample to its left (times 6) and its distance from it (0..1).
  const col = new Int32Array(W);
  const frac = new Float32Array(W);
  for (let x = 0; x < W; x += 1) {
    const f = Math.max(0, (x + 0.5) / kx - 0.5);
    const i = Math.min(w - 1, Math.floor(f));
    col[x] = i * 6;
    frac[x] = i + 1 < w ? f - i : 0;
  }
  // The sampled row interpolated down to the canvas row (m r g b, a r g b per sample), and the
  // step to the next sample: across the row each value is then one multiply-add away.
  const row = new Float32Array(w * 6 + 6);
  const step = new Float32Array(w * 6 + 6);
  for (let y = rows.y0; y < rows.y1; y += 1) {
    const f = Math.max(0, (y + 0.5) / ky - 0.5);
    const r0 = Math.min(h - 1, Math.floor(f));
    const r1 = Math.min(h - 1, r0 + 1);
    const t = r1 > r0 ? f - r0 : 0;
    for (let i = 0; i < w; i += 1) {
      const p0 = (r0 * w + i) * 3;
      const p1 = (r1 * w + i) * 3;
      for (let k = 0; k < 3; k += 1) {
        row[i * 6 + k] = m[p0 + k]! + (m[p1 + k]! - m[p0 + k]!) * t;
        row[i * 6 + 3 + k] = a[p0 + k]! + (a[p1 + k]! - a[p0 + k]!) * t;
      }
    }
    for (let i = 0; i < w * 6; i += 1) step[i] = i + 6 < w * 6 ? row[i + 6]! - row[i]! : 0;
    const p0 = y * W * 4;
    if (keepOff) airRowKeptOff(data, p0, W, col, frac, row, step, keepOff, y * W);
    else if (blend) airGrainRow(data, p0, W, col, frac, row, step, grey, (y % gs) * gs, gs, blend);
    else airRow(data, p0, W, col, frac, row, step);
  }
}

/** B + (1 - k)·(B·m + a - B) along one canvas row, k = keepOff/255. */
function airRowKeptOff(data: Uint8Array, p0: number, W: number, col: Int32Array, frac: Float32Array, row: Float32Array, step: Float32Array, keepOff: Uint8Array, k0: number): void {
  for (let x = 0, p = p0; x < W; x += 1, p += 4) {
    const off = keepOff[k0 + x]!;
    if (off === 255) continue;
    const o = col[x]!;
    const q = frac[x]!;
    const on = 1 - off / 255;
    for (let c = 0; c < 3; c += 1) {
      const b = data[p + c]!;
      const lit = b * (row[o + c]! + step[o + c]! * q) + row[o + 3 + c]! + step[o + 3 + c]! * q;
      data[p + c] = (b + (lit - b) * on + 0.5) | 0;
    }
  }
}

/** airRow and grainRow in one sweep: each byte is read and written once (a full pass costs ~10 ms). */
function airGrainRow(data: Uint8Array, p0: number, W: number, col: Int32Array, frac: Float32Array, row: Float32Array, step: Float32Array, grey: Uint8Array, g0: number, gs: number, blend: Uint8Array): void {
  for (let x = 0, p = p0, gx = 0; x < W; x += 1, p += 4) {
    const o = col[x]!;
    const q = frac[x]!;
    const n = grey[g0 + gx]!;
    gx = gx + 1 === gs ? 0 : gx + 1;
    const r = (data[p]! * (row[o]! + step[o]! * q) + row[o + 3]! + step[o + 3]! * q + 0.5) | 0;
    const g = (data[p + 1]! * (row[o + 1]! + step[o + 1]! * q) + row[o + 4]! + step[o + 4]! * q + 0.5) | 0;
    const b = (data[p + 2]! * (row[o + 2]! + step[o + 2]! * q) + row[o + 5]! + step[o + 5]! * q + 0.5) | 0;
    data[p] = blend[(r << 8) | n]!;
    data[p + 1] = blend[(g << 8) | n]!;
    data[p + 2] = blend[(b << 8) | n]!;
  }
}

/** B·m + a along one canvas row (m·255 + a is the air over white, at most 255: it stays a byte). */
function airRow(data: Uint8Array, p0: number, W: number, col: Int32Array, frac: Float32Array, row: Float32Array, step: Float32Array): void {
  for (let x = 0, p = p0; x < W; x += 1, p += 4) {
    const o = col[x]!;
    const q = frac[x]!;
    data[p] = (data[p]! * (row[o]! + step[o]! * q) + row[o + 3]! + step[o + 3]! * q + 0.5) | 0;
    data[p + 1] = (data[p + 1]! * (row[o + 1]! + step[o + 1]! * q) + row[o + 4]! + step[o + 4]! * q + 0.5) | 0;
    data[p + 2] = (data[p + 2]! * (row[o + 2]! + step[o + 2]! * q) + row[o + 5]! + step[o + 5]! * q + 0.5) | 0;
  }
}

/** Overlay the grain tile's row starting at `g0` over one canvas row starting at byte `p0`. */
function grainRow(data: Uint8Array, p0: number, W: number, grey: Uint8Array, g0: number, gs: number, blend: Uint8Array): void {
  for (let x = 0, p = p0; x < W; x += 1, p += 4) {
    const n = grey[g0 + (x % gs)]!;
    data[p] = blend[(data[p]! << 8) | n]!;
    data[p + 1] = blend[(data[p + 1]! << 8) | n]!;
    data[p + 2] = blend[(data[p + 2]! << 8) | n]!;
  }
}
