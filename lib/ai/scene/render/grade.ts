// The colour grade laid over the finished scene before the product goes on: a tone curve
// (exposure, contrast), saturation, and toning that carries the key light's colour into the
// highlights and the shadow colour into the shadows, so wall, floor, props and ground shadows share
// one light. Pure pixel maths on raw RGBA; render-scene.ts applies it to the surroundings only.
import { hexToRgb } from "../color";
import type { SceneRecipe } from "../recipe";
import { lightModel } from "./layout";

export interface ResolvedGrade {
  exposure: number;
  contrast: number;
  saturation: number;
  toning: number;
  /** key light colour, 0..1 per channel, brightest channel 1 */
  tint: [number, number, number];
  /** shadow colour, 0..1 per channel */
  shade: [number, number, number];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Toning when the recipe does not say: a touch, stronger for a stronger light. */
export const DEFAULT_TONING = 0.12;

/** The recipe's grade with its defaults filled in, or null when it would change nothing. */
export function resolveGrade(recipe: SceneRecipe): ResolvedGrade | null {
  const g = recipe.atmosphere.grade ?? {};
  const L = lightModel(recipe);
  const t = hexToRgb(L.tint);
  const top = Math.max(t.r, t.g, t.b, 1);
  const s = hexToRgb(L.shadow);
  const resolved: ResolvedGrade = {
    exposure: clamp(g.exposure ?? 0, -1, 1),
    contrast: clamp(g.contrast ?? 0, -1, 1),
    saturation: clamp(g.saturation ?? 0, -1, 1),
    toning: clamp(g.toning ?? DEFAULT_TONING * recipe.light.intensity, 0, 1),
    tint: [t.r / top, t.g / top, t.b / top],
    shade: [s.r / 255, s.g / 255, s.b / 255],
  };
  const idle = resolved.exposure === 0 && resolved.contrast === 0 && resolved.saturation === 0 && resolved.toning < 0.005;
  return idle ? null : resolved;
}

/** The tone curve: exposure bends mid-tones (black and white stay), contrast is an S around 0.5. */
function toneLut(g: ResolvedGrade): Float32Array {
  const lut = new Float32Array(256);
  for (let i = 0; i < 256; i += 1) {
    let v = i / 255;
    v = g.exposure >= 0 ? 1 - (1 - v) ** (1 + g.exposure) : v ** (1 - g.exposure);
    v += g.contrast * (v - 0.5) * (1 - Math.abs(2 * v - 1));
    lut[i] = clamp(v, 0, 1);
  }
  return lut;
}

/** Luma steps of the grade's tables: the toning's weights change by well under a level per step. */
const Y_STEPS = 4096;

/**
 * Grade `data` (RGBA or RGB, `channels` bytes per pixel) in place. Alpha is left alone.
 *
 * Per channel, after the tone curve, the grade is c' = c·sat·A(y) + y·(1 − sat)·A(y) + B(y), where
 * y is the luma (saturation keeps it), A(y) = 1 − wh + wh·tint − ws and B(y) = ws·shade with the
 * highlight and shadow weights wh = toning·y², ws = toning/4·(1 − y)². So c' = c·P(y) + Q(y):
 * P and Q are tabled over y once per grade, and a pixel costs a few loads and multiply-adds
 * instead of the whole formula (the grade touches a million pixels per creative).
 */
export function gradePixels(data: Uint8Array, channels: 3 | 4, g: ResolvedGrade): void {
  const lut = Float64Array.from(toneLut(g));
  const sat = 1 + g.saturation;
  const hi = g.toning;
  // Shadows take a quarter of the toning: a tinted black looks muddy sooner than a tinted white.
  const lo = g.toning * 0.25;
  // P and Q of each channel, interleaved, in output levels (×255, +0.5 to round).
  const pq = new Float64Array((Y_STEPS + 1) * 6);
  for (let i = 0; i <= Y_STEPS; i += 1) {
    const y = i / Y_STEPS;
    const wh = hi * y * y;
    const ws = lo * (1 - y) * (1 - y);
    for (let k = 0; k < 3; k += 1) {
      const A = 1 - wh + wh * g.tint[k]! - ws;
      const B = ws * g.shade[k]!;
      pq[i * 6 + k * 2] = sat * A * 255;
      pq[i * 6 + k * 2 + 1] = (y * (1 - sat) * A + B) * 255 + 0.5;
    }
  }
  const yr = lut.map((v) => 0.2126 * v * Y_STEPS);
  const yg = lut.map((v) => 0.7152 * v * Y_STEPS);
  const yb = lut.map((v) => 0.0722 * v * Y_STEPS + 0.5);
  // A million pixels per photoshoot image: plain arithmetic, no calls or allocations in the loop.
  for (let i = 0; i + 2 < data.length; i += channels) {
    const R = data[i]!;
    const G = data[i + 1]!;
    const B = data[i + 2]!;
    const t = ((yr[R]! + yg[G]! + yb[B]!) | 0) * 6;
    const r = lut[R]! * pq[t]! + pq[t + 1]!;
    const gg = lut[G]! * pq[t + 2]! + pq[t + 3]!;
    const b = lut[B]! * pq[t + 4]! + pq[t + 5]!;
    data[i] = r <= 0 ? 0 : r >= 255 ? 255 : r | 0;
    data[i + 1] = gg <= 0 ? 0 : gg >= 255 ? 255 : gg | 0;
    data[i + 2] = b <= 0 ? 0 : b >= 255 ? 255 : b | 0;
  }
}
