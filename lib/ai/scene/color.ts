import { converter, differenceCiede2000, wcagLuminance, type Lab65 } from "culori";

/**
 * Colours for the renderer, the catalog and the recommender, in our shapes (8-bit sRGB, Lab with a
 * capital L). Pure: no I/O. The maths (sRGB ↔ Lab D65, LCh, CIEDE2000, WCAG luminance) is culori's:
 * it agrees with the hand-written versions this replaced and is as fast or faster (docs/benchmarks.md,
 * "Colour maths"). What stays here is arithmetic with no maths to get wrong (strict #rrggbb parsing,
 * a rounded sRGB lerp for tints, hue distance) and the black-body fit, which culori does not have.
 * The segmenter's per-pixel conversion keeps its own tables
 * (lib/ai/segmenter/lab.ts): 14× faster than culori over a million pixels.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Lab {
  L: number;
  a: number;
  b: number;
}

export interface Lch {
  L: number;
  C: number;
  /** Hue angle in degrees, 0..360. */
  h: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const h = (v: number) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, "0");
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Linear interpolation in sRGB; good enough for tints and shades. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

const toLab65 = converter("lab65");
const toRgb = converter("rgb");
const toLch65 = converter("lch65");
const ciede2000 = differenceCiede2000();
const lab65 = ({ L, a, b }: Lab): Lab65 => ({ mode: "lab65", l: L, a, b });

/** sRGB (D65) to CIE Lab. */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  const lab = toLab65({ mode: "rgb", r: r / 255, g: g / 255, b: b / 255 });
  return { L: lab.l, a: lab.a, b: lab.b };
}

export const hexToLab = (hex: string) => rgbToLab(hexToRgb(hex));

/** CIE Lab back to sRGB, clamped to the gamut. */
export function labToRgb(lab: Lab): Rgb {
  const { r, g, b } = toRgb(lab65(lab));
  const byte = (v: number) => Math.round(255 * clamp(v, 0, 1));
  return { r: byte(r), g: byte(g), b: byte(b) };
}

export function labToLch(lab: Lab): Lch {
  const { l, c, h } = toLch65(lab65(lab));
  // culori leaves the hue of a grey undefined; 0 is what atan2 gives.
  return { L: l, C: c, h: h ?? 0 };
}

/** Smallest angle between two hues, 0..180. */
export function hueDistance(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}

/** CIEDE2000 colour difference: perceptual, so naming and "too close" checks match what people see. */
export const deltaE2000 = (x: Lab, y: Lab): number => ciede2000(lab65(x), lab65(y));

/** Black-body colour of a light in Kelvin (Tanner Helland's fit), for warm/cool light tints. */
export function kelvinToHex(kelvin: number): string {
  const t = clamp(kelvin, 1000, 40000) / 100;
  const r = t <= 66 ? 255 : 329.698727446 * (t - 60) ** -0.1332047592;
  const g = t <= 66 ? 99.4708025861 * Math.log(t) - 161.1195681661 : 288.1221695283 * (t - 60) ** -0.0755148492;
  const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
  return rgbToHex({ r, g, b });
}

/** Relative luminance 0..1 (WCAG), to pick readable or contrasting tones. */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return wcagLuminance({ mode: "rgb", r: r / 255, g: g / 255, b: b / 255 });
}
