/**
 * How far a pixel is from the background colour expected at its place, in Lab units, weighed so
 * that shadows and faint reflections stay on the background side:
 * - a shadow darkens the backdrop and scales its chroma with it (Lab a/b follow (L + 16) under a
 *   pure change of illumination), so chroma is compared against the backdrop scaled to the pixel's
 *   lightness;
 * - lightness counts for less than chroma, and darkening (shadow) for less than brightening — but
 *   only as deep as a studio shadow goes: past SHADOW_DEPTH of the backdrop's lightness, darkening
 *   counts in full (a black cap is not a shadow).
 */
export const DARKER_WEIGHT = 0.25;
export const LIGHTER_WEIGHT = 0.7;
/** Shadows in product photos rarely take more than this fraction of the backdrop's lightness. */
export const SHADOW_DEPTH = 0.55;

export function colourDistance(L: number, a: number, b: number, bgL: number, bgA: number, bgB: number): number {
  const dL = L - bgL;
  let s = (L + 16) / (bgL + 16);
  s = s < 0.2 ? 0.2 : s > 1 ? 1 : s;
  const da = a - bgA * s;
  const db = b - bgB * s;
  let lightness: number;
  if (dL >= 0) lightness = LIGHTER_WEIGHT * dL;
  else {
    const allowance = SHADOW_DEPTH * bgL;
    const dark = -dL;
    lightness = dark <= allowance ? DARKER_WEIGHT * dark : DARKER_WEIGHT * allowance + (dark - allowance);
  }
  return Math.sqrt(lightness * lightness + da * da + db * db);
}
