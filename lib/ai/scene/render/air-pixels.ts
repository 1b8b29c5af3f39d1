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
  // Where each canvas column lies between the samples (see linearRuns).
  const runs = linearRuns(W, w, kx);
  // The sampled row interpolated down to the canvas row (m r g b, a r g b per sample), and the
  // step to the next sample: along a run each value then grows by a constant per pixel.
  const row = new Float64Array(w * 6 + 6);
  const step = new Float64Array(w * 6 + 6);
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
    const grainRow = blend && !keepOff ? { grey, g0: (y % gs) * gs, size: gs, blend } : null;
    airRow(data, y * W * 4, runs, row, step, grainRow, keepOff ?? null, y * W);
  }
}

/**
 * The canvas row cut where the interpolation is linear in x: a run of columns between the same two
 * samples (or held at the first or last), with its first column, sample (times 6), distance from
 * that sample at its first column, and the distance's step per column (1/kx, or 0 where held).
 * Along a run every interpolated value grows by a constant per pixel: one add, no lookups.
 */
function linearRuns(W: number, w: number, kx: number): { x0: Int32Array; o: Int32Array; q0: Float64Array; dq: Float64Array; count: number } {
  const x0 = new Int32Array(W + 1);
  const o = new Int32Array(W);
  const q0 = new Float64Array(W);
  const dq = new Float64Array(W);
  let count = 0;
  let key = -1;
  for (let x = 0; x < W; x += 1) {
    const f = (x + 0.5) / kx - 0.5;
    const i = Math.min(w - 1, Math.floor(Math.max(0, f)));
    const held = f <= 0 || i + 1 >= w;
    const k = i * 2 + (held ? 1 : 0);
    if (k === key) continue;
    key = k;
    x0[count] = x;
    o[count] = i * 6;
    q0[count] = held ? 0 : f - i;
    dq[count] = held ? 0 : 1 / kx;
    count += 1;
  }
  x0[count] = W;
  return { x0, o, q0, dq, count };
}

type Runs = ReturnType<typeof linearRuns>;

/**
 * One canvas row of the air, run by run: B·m + a, with the grain overlaid by its table when given
 * (each byte read and written once: a full pass costs ~10 ms), or with keepOff (k = keepOff/255)
 * B + (1 - k)·(B·m + a - B). m·255 + a is the air over white, at most 255: the result stays a byte.
 */
function airRow(data: Uint8Array, p0: number, runs: Runs, row: Float64Array, step: Float64Array, grain: GrainRow | null, keepOff: Uint8Array | null, k0: number): void {
  let gx = 0; // the grain tile's column
  for (let r = 0; r < runs.count; r += 1) {
    // m and a of each channel at the run's first pixel, and their steps per pixel.
    const o = runs.o[r]!;
    const q = runs.q0[r]!;
    const dq = runs.dq[r]!;
    let mr = row[o]! + step[o]! * q;
    let mg = row[o + 1]! + step[o + 1]! * q;
    let mb = row[o + 2]! + step[o + 2]! * q;
    let ar = row[o + 3]! + step[o + 3]! * q + 0.5; // +0.5: rounded, not cut
    let ag = row[o + 4]! + step[o + 4]! * q + 0.5;
    let ab = row[o + 5]! + step[o + 5]! * q + 0.5;
    const dmr = step[o]! * dq;
    const dmg = step[o + 1]! * dq;
    const dmb = step[o + 2]! * dq;
    const dar = step[o + 3]! * dq;
    const dag = step[o + 4]! * dq;
    const dab = step[o + 5]! * dq;
    const x0 = runs.x0[r]!;
    const x1 = runs.x0[r + 1]!;
    // One loop per kind of row, so the loop that runs a million times has no branch in it.
    if (keepOff) {
      for (let x = x0, p = p0 + x0 * 4; x < x1; x += 1, p += 4) {
        const off = keepOff[k0 + x]!;
        if (off !== 255) {
          const on = 1 - off / 255;
          const R = data[p]!;
          const G = data[p + 1]!;
          const B = data[p + 2]!;
          data[p] = (R + (R * mr + ar - 0.5 - R) * on + 0.5) | 0;
          data[p + 1] = (G + (G * mg + ag - 0.5 - G) * on + 0.5) | 0;
          data[p + 2] = (B + (B * mb + ab - 0.5 - B) * on + 0.5) | 0;
        }
        mr += dmr;
        mg += dmg;
        mb += dmb;
        ar += dar;
        ag += dag;
        ab += dab;
      }
    } else if (grain) {
      const { grey, g0, size, blend } = grain;
      for (let p = p0 + x0 * 4, end = p0 + x1 * 4; p < end; p += 4) {
        const n = grey[g0 + gx]!;
        gx = gx + 1 === size ? 0 : gx + 1;
        data[p] = blend[(((data[p]! * mr + ar) | 0) << 8) | n]!;
        data[p + 1] = blend[(((data[p + 1]! * mg + ag) | 0) << 8) | n]!;
        data[p + 2] = blend[(((data[p + 2]! * mb + ab) | 0) << 8) | n]!;
        mr += dmr;
        mg += dmg;
        mb += dmb;
        ar += dar;
        ag += dag;
        ab += dab;
      }
    } else {
      for (let p = p0 + x0 * 4, end = p0 + x1 * 4; p < end; p += 4) {
        data[p] = (data[p]! * mr + ar) | 0;
        data[p + 1] = (data[p + 1]! * mg + ag) | 0;
        data[p + 2] = (data[p + 2]! * mb + ab) | 0;
        mr += dmr;
        mg += dmg;
        mb += dmb;
        ar += dar;
        ag += dag;
        ab += dab;
      }
    }
  }
}

/** The grain along one canvas row: its tile's row starting at g0, the tile's size, the blend table. */
interface GrainRow {
  grey: Uint8Array;
  g0: number;
  size: number;
  blend: Uint8Array;
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
