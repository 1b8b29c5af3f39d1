/**
 * sRGB bytes → CIE Lab (D65) planes, with lookup tables instead of pow/cbrt per pixel: the segmenter
 * converts about a million pixels per photo. Kept instead of culori (issue #30) because it takes
 * 17–19× less CPU over a megapixel (docs/benchmarks.md, "Colour maths"); lab.test.ts holds it within
 * 0.02 ΔE00 of culori.
 */
const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const F_STEPS = 4096;
const F_TABLE = new Float32Array(F_STEPS + 2);
for (let i = 0; i <= F_STEPS + 1; i++) {
  const t = i / F_STEPS;
  F_TABLE[i] = t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

function f(t: number): number {
  const x = (t < 0 ? 0 : t > 1 ? 1 : t) * F_STEPS;
  const i = x | 0;
  const lo = F_TABLE[i]!;
  return lo + (F_TABLE[i + 1]! - lo) * (x - i);
}

export interface LabPlanes {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/** Converts interleaved 8-bit RGB (3 bytes a pixel) to Lab planes. */
export function rgbToLab(rgb: Uint8Array, pixels: number): LabPlanes {
  const L = new Float32Array(pixels);
  const a = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  for (let p = 0, o = 0; p < pixels; p++, o += 3) {
    const r = LINEAR[rgb[o]!]!;
    const g = LINEAR[rgb[o + 1]!]!;
    const bl = LINEAR[rgb[o + 2]!]!;
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    L[p] = 116 * fy - 16;
    a[p] = 500 * (fx - fy);
    b[p] = 200 * (fy - fz);
  }
  return { L, a, b };
}
