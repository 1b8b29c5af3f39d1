// Pixel maths for grounding a product: cast shadow, contact shadow and reflection as alpha or
// RGBA rasters computed from the product's mask. Pure functions over typed arrays; the blurring and
// compositing are done by sharp in ground.ts.

export interface Raster {
  /** canvas position of the raster's top-left pixel */
  left: number;
  top: number;
  width: number;
  height: number;
  /** one byte per pixel (alpha) or four (RGBA), row-major */
  data: Uint8Array;
}

export interface CastParams {
  /** horizontal run of the shadow per unit of height above the base (signed) */
  shear: number;
  /** vertical extent of the shadow per unit of height (perspective squash) */
  squash: number;
  /** margin around the shadow for its blur, pixels */
  pad: number;
}

/**
 * The product's silhouette laid on the floor: a point at height v above the base lands at
 * (x + shear * v, base - squash * v). Returns two alpha rasters over the same area: `near` fades
 * with distance from the base (it gets the small blur), `far` does not (it gets the large blur).
 */
export function castShadowAlpha(rgba: Uint8Array, w: number, h: number, left: number, base: number, p: CastParams): { near: Raster; far: Raster } {
  const run = p.shear * h;
  const x0 = Math.floor(left + Math.min(0, run) - p.pad);
  const x1 = Math.ceil(left + w + Math.max(0, run) + p.pad);
  const y0 = Math.floor(base - p.squash * h - p.pad);
  const y1 = Math.ceil(base + p.pad);
  const width = x1 - x0;
  const height = y1 - y0;
  const near = new Uint8Array(width * height);
  const far = new Uint8Array(width * height);
  for (let Y = y0; Y < Math.min(y1, base); Y += 1) {
    const v = (base - Y - 0.5) / p.squash;
    if (v < 0 || v > h) continue;
    const sy = h - 0.5 - v;
    const fade = 1 - 0.9 * (v / h);
    // The source row pair and its weights are the same along the row: sample inline (a call per
    // pixel was a third of the ground's time).
    const sy0 = Math.floor(sy);
    const fy = sy - sy0;
    const rowA = sy0 >= 0 && sy0 < h ? sy0 * w : -1;
    const rowB = sy0 + 1 >= 0 && sy0 + 1 < h ? (sy0 + 1) * w : -1;
    for (let X = x0; X < x1; X += 1) {
      const sx = X + 0.5 - left - p.shear * v - 0.5;
      const sx0 = Math.floor(sx);
      if (sx0 < -1 || sx0 >= w) continue;
      const fx = sx - sx0;
      const inL = sx0 >= 0;
      const inR = sx0 + 1 < w;
      const a00 = rowA >= 0 && inL ? rgba[(rowA + sx0) * 4 + 3]! : 0;
      const a10 = rowA >= 0 && inR ? rgba[(rowA + sx0 + 1) * 4 + 3]! : 0;
      const a01 = rowB >= 0 && inL ? rgba[(rowB + sx0) * 4 + 3]! : 0;
      const a11 = rowB >= 0 && inR ? rgba[(rowB + sx0 + 1) * 4 + 3]! : 0;
      const a = (a00 * (1 - fx) + a10 * fx) * (1 - fy) + (a01 * (1 - fx) + a11 * fx) * fy;
      if (a <= 0) continue;
      const i = (Y - y0) * width + (X - x0);
      far[i] = a;
      near[i] = a * fade;
    }
  }
  return { near: { left: x0, top: y0, width, height, data: near }, far: { left: x0, top: y0, width, height, data: far } };
}

/**
 * A band under the product following its bottom profile: strong where the product touches the
 * surface, nothing under parts that float above it (a mug's handle, a shoe's arch).
 */
export function contactAlpha(rgba: Uint8Array, w: number, h: number, left: number, base: number, thickness: number, pad: number): Raster {
  const reach = Math.max(1, h * 0.03);
  const x0 = Math.floor(left - pad);
  const width = w + 2 * Math.ceil(pad);
  const y0 = Math.floor(base - thickness - pad);
  const height = Math.ceil(thickness * 2 + 2 * pad);
  const data = new Uint8Array(width * height);
  for (let x = 0; x < w; x += 1) {
    let gap = Infinity;
    for (let y = h - 1; y >= 0 && h - 1 - y < reach * 4; y -= 1) {
      if ((rgba[(y * w + x) * 4 + 3] ?? 0) >= 24) {
        gap = h - 1 - y;
        break;
      }
    }
    if (!Number.isFinite(gap)) continue;
    const weight = Math.exp(-gap / reach);
    const up = thickness * 0.6 * weight;
    const down = thickness * weight;
    const X = left + x - x0;
    for (let Y = Math.floor(base - up); Y <= Math.ceil(base + down); Y += 1) {
      const row = Y - y0;
      if (row < 0 || row >= height || X < 0 || X >= width) continue;
      data[row * width + X] = Math.round(255 * weight);
    }
  }
  return { left: x0, top: y0, width, height, data };
}

/** Keep only the part of an alpha raster inside `inside(x, y)` (canvas coordinates). */
export function clipAlpha(r: Raster, inside: (x: number, y: number) => boolean): void {
  for (let y = 0; y < r.height; y += 1) {
    for (let x = 0; x < r.width; x += 1) {
      if (!inside(r.left + x + 0.5, r.top + y + 0.5)) r.data[y * r.width + x] = 0;
    }
  }
}

/** Alpha raster to RGBA in one colour, scaling alpha by `opacity`. */
export function tint(r: Raster, rgb: { r: number; g: number; b: number }, opacity: number): Raster {
  const data = new Uint8Array(r.width * r.height * 4);
  for (let i = 0; i < r.width * r.height; i += 1) {
    data[i * 4] = rgb.r;
    data[i * 4 + 1] = rgb.g;
    data[i * 4 + 2] = rgb.b;
    data[i * 4 + 3] = Math.round((r.data[i] ?? 0) * opacity);
  }
  return { ...r, data };
}

/**
 * The cutout mirrored below its base, fading over `fadeLength` pixels, with rows shifted sideways
 * by `ripple(row)` pixels (water) before fading.
 */
export function reflectionRgba(rgba: Uint8Array, w: number, h: number, left: number, base: number, strength: number, fadeLength: number, ripple?: (row: number) => number): Raster {
  const height = Math.min(h, Math.ceil(fadeLength));
  const data = new Uint8Array(w * height * 4);
  for (let row = 0; row < height; row += 1) {
    const src = h - 1 - row;
    const shift = ripple ? Math.round(ripple(row)) : 0;
    const fade = strength * (1 - row / height) ** 1.6;
    for (let x = 0; x < w; x += 1) {
      const sx = x - shift;
      if (sx < 0 || sx >= w) continue;
      const si = (src * w + sx) * 4;
      const di = (row * w + x) * 4;
      data[di] = rgba[si] ?? 0;
      data[di + 1] = rgba[si + 1] ?? 0;
      data[di + 2] = rgba[si + 2] ?? 0;
      data[di + 3] = Math.round((rgba[si + 3] ?? 0) * fade);
    }
  }
  // One pixel below the base: a reflection touching the base exactly looks pasted on.
  return { left, top: base + 1, width: w, height, data };
}
