import { rgbToLab, type Lab } from "@/lib/ai/scene";
import type { Cutout } from "@/lib/ai/segmenter";
import { chromaOf, colourTerm, hueOf, neutralChroma, type ColourTerm } from "./colour-term";

const SAMPLES = 4000;
/** Pixels this far inside the outline only: the edge is a blend with the backdrop. */
const INSET = 3;
/** A colour family must hold this share of the product to name it. */
const MIN_SHARE = 0.4;

/**
 * Families of colours that one material shows under light and shade: an orange bottle's shaded
 * side reads brown and its highlight near white, a blue one's shade navy. Votes go to the family,
 * and the family's lit side names it.
 */
function familyOf(lab: Lab): number {
  if (chromaOf(lab) < neutralChroma(lab.L)) return 0;
  const h = hueOf(lab);
  if (h >= 345 || h < 15) return 1; // pink, magenta
  if (h < 42) return 2; // red
  if (h < 75) return 3; // orange, brown
  if (h < 112) return 4; // yellow, beige
  if (h < 160) return 5; // green
  if (h < 215) return 6; // teal
  if (h < 307.5) return 7; // blue, navy
  return 8; // purple
}

const quantile = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export interface ProductColour {
  name: ColourTerm;
  /** Share of the product's inner pixels in this colour's family (0–1). */
  share: number;
}

/**
 * The product's main colour as a basic colour term, read from the cutout's inner pixels (not the
 * blended edge, so no backdrop), or null when no colour family holds enough of the product to name
 * it (a multicoloured product). The family's lit side decides the word (its 70th percentile of
 * lightness, below the specular highlights), as a person names the paint and not its shadow.
 */
export function productColour(cutout: Cutout): ProductColour | null {
  const { width, height, data } = cutout;
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / SAMPLES)));
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && data[(y * width + x) * 4 + 3] === 255;
  const capacity = Math.ceil(width / stride) * Math.ceil(height / stride);
  const labs = new Float64Array(3 * capacity);
  const families = new Uint8Array(capacity);
  const counts = new Array<number>(9).fill(0);
  let n = 0;
  for (let y = INSET; y < height - INSET; y += stride) {
    for (let x = INSET; x < width - INSET; x += stride) {
      if (!opaque(x, y) || !opaque(x - INSET, y) || !opaque(x + INSET, y) || !opaque(x, y - INSET) || !opaque(x, y + INSET)) continue;
      const o = (y * width + x) * 4;
      const lab = rgbToLab({ r: data[o]!, g: data[o + 1]!, b: data[o + 2]! });
      const family = familyOf(lab);
      labs[3 * n] = lab.L;
      labs[3 * n + 1] = lab.a;
      labs[3 * n + 2] = lab.b;
      families[n++] = family;
      counts[family]!++;
    }
  }
  if (n < 20) return null;
  const best = counts.indexOf(Math.max(...counts));
  const share = counts[best]! / n;
  if (share < MIN_SHARE) return null;

  const lightness: number[] = [];
  for (let i = 0; i < n; i++) if (families[i] === best) lightness.push(labs[3 * i]!);
  const sorted = Float64Array.from(lightness).sort();
  // Chromatic: the lit side, a band of lightness below the brightest 10% (speculars). Neutral: the
  // middle band, as a black product's glossy reflections are no part of its colour.
  const [qLo, qHi] = best === 0 ? [0.3, 0.7] : [0.55, 0.9];
  const lo = quantile(sorted, qLo);
  const hi = quantile(sorted, qHi);
  const mean: Lab = { L: 0, a: 0, b: 0 };
  let lit = 0;
  for (let i = 0; i < n; i++) {
    const L = labs[3 * i]!;
    if (families[i] !== best || L < lo || L > hi) continue;
    mean.L += L;
    mean.a += labs[3 * i + 1]!;
    mean.b += labs[3 * i + 2]!;
    lit++;
  }
  mean.L /= lit;
  mean.a /= lit;
  mean.b /= lit;
  return { name: colourTerm(mean), share };
}
