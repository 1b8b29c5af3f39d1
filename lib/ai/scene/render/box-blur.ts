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

/** One box pass of radius r along rows (step 1) or columns (step w), src → dst. */
function boxPass(src: Float32Array, dst: Float32Array, w: number, h: number, r: number, alongRows: boolean): void {
  const lines = alongRows ? h : w;
  const len = alongRows ? w : h;
  const step = alongRows ? 1 : w;
  const norm = 1 / (2 * r + 1);
  for (let line = 0; line < lines; line += 1) {
    const base = alongRows ? line * w : line;
    let sum = 0;
    for (let i = 0; i <= Math.min(r, len - 1); i += 1) sum += src[base + i * step]!;
    for (let i = 0; i < len; i += 1) {
      dst[base + i * step] = sum * norm;
      const add = i + r + 1;
      const drop = i - r;
      if (add < len) sum += src[base + add * step]!;
      if (drop >= 0) sum -= src[base + drop * step]!;
    }
  }
}

/** A float plane (w x h) blurred by about `sigma` pixels; `plane` is used as scratch. */
export function boxBlurPlane(plane: Float32Array, w: number, h: number, sigma: number): Float32Array {
  let a: Float32Array = plane;
  let b: Float32Array = new Float32Array(a.length);
  for (const r of boxRadii(sigma)) {
    boxPass(a, b, w, h, r, true);
    [a, b] = [b, a];
    boxPass(a, b, w, h, r, false);
    [a, b] = [b, a];
  }
  return a;
}

/** `data` (w x h, one byte per pixel) blurred by about `sigma` pixels, as a new array. */
export function boxBlurAlpha(data: Uint8Array, w: number, h: number, sigma: number): Uint8Array {
  const a = boxBlurPlane(Float32Array.from(data), w, h, sigma);
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = Math.min(255, Math.round(a[i]!));
  return out;
}
