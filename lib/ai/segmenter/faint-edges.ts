/**
 * Edges at a coarser scale than structure.ts's sharp ones: clear glass or a white product on its own
 * colour often shows its outline only as a lightness step of 1–3 units spread over 3–4 px (88 → 90
 * at the side of a clear bulb on grey), too faint and too soft for a sharp edge, and backdrop noise
 * makes steps that size too. Smoothed over 5 × 5 px, compared across 4 px and thinned to a ridge
 * along the stronger axis, the step stands out from the backdrop's own variation at that scale; the
 * caller decides which faint ridges to believe (mirror-completion.ts keeps only mirrored pairs).
 */

/** Half the width of the smoothing box, and of the span compared across. */
const R = 2;

/** Separable box mean of radius R over the rectangle (edges replicated). */
function boxMean(src: Float32Array, w: number, h: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const k = 1 / (2 * R + 1);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let d = -R; d <= R; d++) s += src[o + Math.min(w - 1, Math.max(0, x + d))]!;
      tmp[o + x] = s * k;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let d = -R; d <= R; d++) s += tmp[Math.min(h - 1, Math.max(0, y + d)) * w + x]!;
      out[y * w + x] = s * k;
    }
  }
  return out;
}

/** Lightness step across 2R px along the stronger axis, and which axis (1 = horizontal). */
function coarseSteps(L: Float32Array, w: number, h: number): { step: Float32Array; horizontal: Uint8Array } {
  const step = new Float32Array(w * h);
  const horizontal = new Uint8Array(w * h);
  for (let y = R; y < h - R; y++) {
    for (let x = R, p = y * w + R; x < w - R; x++, p++) {
      const sx = Math.abs(L[p + R]! - L[p - R]!);
      const sy = Math.abs(L[p + R * w]! - L[p - R * w]!);
      if (sx > sy) {
        step[p] = sx;
        horizontal[p] = 1;
      } else step[p] = sy;
    }
  }
  return { step, horizontal };
}

/** The 95th percentile of the step over a band of `band` px round the frame: the backdrop's own variation at this scale. */
function borderStep(step: Float32Array, w: number, h: number, band: number): number {
  const values: number[] = [];
  for (let y = R; y < h - R; y += 2) {
    const inBand = y < R + band || y >= h - R - band;
    for (let x = R; x < w - R; x += 2) if (inBand || x < R + band || x >= w - R - band) values.push(step[y * w + x]!);
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(0.95 * values.length)] ?? 0;
}

/** Minimum faint step (lightness units across 4 px) whatever the backdrop, and its multiple of the backdrop's own. */
const MIN_STEP = 1.2;
const NOISE_FACTOR = 1.5;

/**
 * Ridges of faint steps over the lightness plane `L` (w × h): 1 where the coarse step is past the
 * threshold and a maximum along its axis. `band`: the border band the backdrop's variation is taken from.
 */
export function faintRidges(L: Float32Array, w: number, h: number, band: number): Uint8Array {
  const { step, horizontal } = coarseSteps(boxMean(L, w, h), w, h);
  const threshold = Math.max(MIN_STEP, NOISE_FACTOR * borderStep(step, w, h, band));
  const ridge = new Uint8Array(w * h);
  for (let y = R + 1; y < h - R - 1; y++) {
    for (let x = R + 1, p = y * w + R + 1; x < w - R - 1; x++, p++) {
      const v = step[p]!;
      if (v < threshold) continue;
      const o = horizontal[p] ? 1 : w;
      if (v >= step[p - o]! && v >= step[p + o]!) ridge[p] = 1;
    }
  }
  return ridge;
}
