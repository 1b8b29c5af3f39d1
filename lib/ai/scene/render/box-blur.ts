// A Gaussian blur of one-byte rasters approximated by three box blurs per axis (running sums, so
// the cost does not grow with the radius). Shadows blur by 20-60 px: a kernel that wide costs
// sharp 5-10 ms per raster, three boxes well under one. Outside the raster counts as 0.

/** Box widths whose three passes have the variance of a Gaussian of `sigma` (Kovesi's method). */
function boxRadii(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lo = Math.floor(ideal);
  if (lo % 2 === 0) lo -= 1;
  const hi = lo + 2;
  const m = Math.round((12 * sigma * sigma - 3 * lo * lo - 12 * lo - 9) / (-4 * lo - 4));
  return [0, 1, 2].map((i) => ((i < m ? lo : hi) - 1) / 2);
}

/** One box pass of radius r along each row, src → dst. */
function rowPass(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const norm = 1 / (2 * r + 1);
  for (let base = 0; base < w * h; base += w) {
    let sum = 0;
    for (let i = 0; i <= Math.min(r, w - 1); i += 1) sum += src[base + i]!;
    for (let i = 0; i < w; i += 1) {
      dst[base + i] = sum * norm;
      const add = i + r + 1;
      const drop = i - r;
      if (add < w) sum += src[base + add]!;
      if (drop >= 0) sum -= src[base + drop]!;
    }
  }
}

/**
 * The same pass down each column, all columns at once row by row: walking one column at a time
 * reads memory w floats apart and cost three times the row pass. Each column's sums are added in
 * the same order, so the result is the same to the bit.
 */
function columnPass(src: Float32Array, dst: Float32Array, w: number, h: number, r: number, sums: Float32Array): void {
  const norm = 1 / (2 * r + 1);
  sums.fill(0);
  for (let i = 0; i <= Math.min(r, h - 1); i += 1) for (let x = 0; x < w; x += 1) sums[x]! += src[i * w + x]!;
  for (let i = 0; i < h; i += 1) {
    const row = i * w;
    for (let x = 0; x < w; x += 1) dst[row + x] = sums[x]! * norm;
    const add = i + r + 1;
    const drop = i - r;
    if (add < h) for (let x = 0; x < w; x += 1) sums[x]! += src[add * w + x]!;
    if (drop >= 0) for (let x = 0; x < w; x += 1) sums[x]! -= src[drop * w + x]!;
  }
}

/** A float plane (w x h) blurred by about `sigma` pixels; `plane` is used as scratch. */
export function boxBlurPlane(plane: Float32Array, w: number, h: number, sigma: number): Float32Array {
  let a: Float32Array = plane;
  let b: Float32Array = new Float32Array(a.length);
  const sums = new Float32Array(w);
  for (const r of boxRadii(sigma)) {
    rowPass(a, b, w, h, r);
    [a, b] = [b, a];
    columnPass(a, b, w, h, r, sums);
    [a, b] = [b, a];
  }
  return a;
}

/**
 * A blur this many times wider than a pixel keeps no detail finer than sigma / DETAIL pixels, so
 * it is done on the raster shrunk by that factor (block averages) and read back bilinearly: a cast
 * shadow blurred by 40 px costs a twentieth of the full-size passes, within a level or two of them.
 */
const DETAIL = 3;

/** `data` (w x h, one byte per pixel) blurred by about `sigma` pixels, as a new array. */
export function boxBlurAlpha(data: Uint8Array, w: number, h: number, sigma: number): Uint8Array {
  const f = Math.floor(sigma / DETAIL);
  const a = f >= 2 ? shrunkBlur(data, w, h, sigma, f) : boxBlurPlane(Float32Array.from(data), w, h, sigma);
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = Math.min(255, Math.round(a[i]!));
  return out;
}

/** The blur of `data` done on f x f block averages (outside the raster counts as 0, as above). */
function shrunkBlur(data: Uint8Array, w: number, h: number, sigma: number, f: number): Float32Array {
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const small = new Float32Array(sw * sh);
  for (let y = 0; y < h; y += 1) {
    const row = ((y / f) | 0) * sw;
    for (let x = 0; x < w; x += 1) small[row + ((x / f) | 0)]! += data[y * w + x]!;
  }
  for (let j = 0; j < small.length; j += 1) small[j]! /= f * f;
  // The block average (variance (f²-1)/12) and the bilinear read-back (f²/6) blur a little
  // themselves: the small raster's blur makes up the rest.
  const rest = Math.sqrt(Math.max(0.25, sigma * sigma - (f * f - 1) / 12 - (f * f) / 6)) / f;
  const blurred = boxBlurPlane(small, sw, sh, rest);
  const axis = (n: number, len: number) => {
    const i0 = new Int32Array(n);
    const i1 = new Int32Array(n);
    const t = new Float32Array(n);
    for (let x = 0; x < n; x += 1) {
      const u = Math.min(len - 1, Math.max(0, (x + 0.5) / f - 0.5));
      i0[x] = Math.floor(u);
      i1[x] = Math.min(len - 1, i0[x]! + 1);
      t[x] = u - i0[x]!;
    }
    return { i0, i1, t };
  };
  const xs = axis(w, sw);
  const ys = axis(h, sh);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const r0 = ys.i0[y]! * sw;
    const r1 = ys.i1[y]! * sw;
    const ty = ys.t[y]!;
    for (let x = 0; x < w; x += 1) {
      const a = xs.i0[x]!;
      const b = xs.i1[x]!;
      const tx = xs.t[x]!;
      const top = blurred[r0 + a]! + (blurred[r0 + b]! - blurred[r0 + a]!) * tx;
      const bottom = blurred[r1 + a]! + (blurred[r1 + b]! - blurred[r1 + a]!) * tx;
      out[y * w + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}
