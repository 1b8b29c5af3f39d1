import "server-only";
// The light and air over the stage (render/layers.ts), drawn small and laid on in one pass of
// pixel code with the film grain.
//
// Every air layer is smooth (gradients, wide blurs) and blends by normal, screen or multiply: each
// maps a pixel's colour B to B·m + a per channel, and so does their stack. librsvg draws the stack
// once over black (a) and once over white (m + a) on a coarse grid (airScale), and the full
// canvas gets B·m + a with m and a interpolated between those samples. The stage's
// edges (the horizon, props, textures) stay at full resolution; only the smooth fields are sampled.
import sharp from "sharp";
import type { Grain } from "./atmosphere";
import type { SceneCtx } from "./context";

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
 * Canvas pixels per sample. The air's features (a spotlight's rim, the glow) scale with the frame:
 * one sample every 1/40 of the frame's short side across and 1/80 down (16 x 8 at 1674x628, within
 * 4 levels of librsvg's full-size drawing; 8 x 4 was twice the librsvg time for no visible gain).
 * A gobo's shapes are only as soft as the light: those are sampled finer, so their edges do not
 * turn blocky.
 */
export function airScale(c: SceneCtx): { sx: number; sy: number } {
  const gobo = c.recipe.light.gobo;
  if (!gobo) {
    const sx = Math.max(4, Math.min(16, Math.floor(c.f.s / 39)));
    return { sx, sy: Math.max(2, Math.floor(sx / 2)) };
  }
  const soft = c.f.s * (0.004 + 0.02 * c.recipe.light.softness) * (gobo.scale ?? 1);
  const s = Math.max(1, Math.min(4, Math.floor(soft / 1.5)));
  return { sx: s, sy: Math.min(s, 2) };
}

/** Render the air SVG (a canvas-sized document) over black and over white, small. */
export async function airField(svg: Buffer, W: number, H: number, scale: { sx: number; sy: number }): Promise<AirField> {
  const { sx, sy } = scale;
  const w = Math.ceil(W / sx);
  const h = Math.ceil(H / sy);
  const text = svg.toString();
  const open = text.indexOf(">", text.indexOf("<svg")) + 1;
  const defsEnd = text.indexOf("</defs>") + "</defs>".length;
  // The same drawing on a grid of w x h samples spanning the canvas exactly (a sample reaching
  // past its edge would average in what lies beyond the canvas's layers).
  const root = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">`;
  const over = (color: string) => Buffer.from(`${root}${text.slice(open, defsEnd)}<rect width="${W}" height="${H}" fill="${color}"/>${text.slice(defsEnd)}`);
  const [black, white] = await Promise.all([sharp(over("#000000")).raw().toBuffer(), sharp(over("#ffffff")).raw().toBuffer()]);
  const m = new Float32Array(w * h * 3);
  const a = new Float32Array(w * h * 3);
  for (let i = 0, j = 0; j < m.length; i += 4, j += 3) {
    for (let k = 0; k < 3; k += 1) {
      const lo = black[i + k] ?? 0;
      a[j + k] = lo;
      m[j + k] = Math.max(0, (white[i + k] ?? 255) - lo) / 255;
    }
  }
  return { w, h, kx: W / w, ky: H / h, m, a };
}

/**
 * Lay the air (when given) and the grain (when given) over `data`, RGBA of W x H, in place.
 * The grain is blended by its table (grainTable). With `keepOff` (one byte per pixel, no grain),
 * the air is laid on only as far as 255 minus it lets: the light under the props behind the product.
 */
export function applyAir(data: Uint8Array, W: number, H: number, air: AirField | null, grain: (Grain & { table: Uint8Array }) | null, keepOff?: Uint8Array): void {
  if (!air && !grain) return;
  const gs = grain?.size ?? 1;
  const grey = grain?.grey ?? new Uint8Array(1);
  const blend = grain?.table ?? null;
  if (!air) {
    for (let y = 0; y < H; y += 1) grainRow(data, y * W * 4, W, grey, (y % gs) * gs, gs, blend!);
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
  for (let y = 0; y < H; y += 1) {
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

const tables = new Map<number, Promise<Uint8Array>>();

/**
 * The grain's blend as a table, table[b << 8 | g] = grey g overlaid at `alpha` on colour byte b,
 * measured from sharp's own overlay composite (the one the grain was blended with before it moved
 * into pixel code), so the grain darkens and textures exactly as it did.
 */
export function grainTable(alpha: number): Promise<Uint8Array> {
  const a = Math.round(Math.max(0, Math.min(1, alpha)) * 255);
  let table = tables.get(a);
  if (!table) {
    const base = Buffer.alloc(256 * 256 * 3);
    const grain = Buffer.alloc(256 * 256 * 4);
    for (let b = 0; b < 256; b += 1) {
      for (let g = 0; g < 256; g += 1) {
        const i = (b << 8) | g;
        base.fill(b, i * 3, i * 3 + 3);
        grain.fill(g, i * 4, i * 4 + 3);
        grain[i * 4 + 3] = a;
      }
    }
    table = sharp(base, { raw: { width: 256, height: 256, channels: 3 } })
      .composite([{ input: grain, raw: { width: 256, height: 256, channels: 4 }, blend: "overlay" }])
      .extractChannel(0)
      .raw()
      .toBuffer()
      .then((b) => new Uint8Array(b.buffer, b.byteOffset, b.length));
    tables.set(a, table);
  }
  return table;
}
