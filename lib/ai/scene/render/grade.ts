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

/** Grade `data` (RGBA or RGB, `channels` bytes per pixel) in place. Alpha is left alone. */
export function gradePixels(data: Uint8Array, channels: 3 | 4, g: ResolvedGrade): void {
  const lut = toneLut(g);
  const sat = 1 + g.saturation;
  const [tr, tg, tb] = g.tint;
  const [sr, sg, sb] = g.shade;
  const hi = g.toning;
  // Shadows take a quarter of the toning: a tinted black looks muddy sooner than a tinted white.
  const lo = g.toning * 0.25;
  const toByte = (v: number) => (v <= 0 ? 0 : v >= 1 ? 255 : (v * 255 + 0.5) | 0);
  // A million pixels per photoshoot image: plain arithmetic, no calls or allocations in the loop.
  for (let i = 0; i + 2 < data.length; i += channels) {
    let r = lut[data[i]!]!;
    let gg = lut[data[i + 1]!]!;
    let b = lut[data[i + 2]!]!;
    const y = 0.2126 * r + 0.7152 * gg + 0.0722 * b;
    if (sat !== 1) {
      r = y + (r - y) * sat;
      gg = y + (gg - y) * sat;
      b = y + (b - y) * sat;
    }
    if (hi > 0) {
      const wh = hi * y * y;
      const ws = lo * (1 - y) * (1 - y);
      r = r * (1 - wh + wh * tr) + ws * (sr - r);
      gg = gg * (1 - wh + wh * tg) + ws * (sg - gg);
      b = b * (1 - wh + wh * tb) + ws * (sb - b);
    }
    data[i] = toByte(r);
    data[i + 1] = toByte(gg);
    data[i + 2] = toByte(b);
  }
}
