import type { Lab } from "@/lib/ai/scene";

/**
 * The colour words a product name uses: the basic colour terms people agree on (Berlin and Kay's
 * eleven, plus beige, navy and teal, which shoppers use as much as the others). A finer name
 * ("camel", "cognac") is wrong more often than right on a shaded photo, and a product name must
 * not be wrong.
 */
export const COLOUR_TERMS = ["white", "black", "grey", "beige", "brown", "red", "orange", "yellow", "green", "teal", "blue", "navy", "purple", "pink"] as const;
export type ColourTerm = (typeof COLOUR_TERMS)[number];

/** Below this chroma a colour reads as white, grey or black (a little more allowed when dark or very light). */
export const neutralChroma = (L: number) => (L > 85 ? 12 : L < 30 ? 10 : 8);

export const chromaOf = ({ a, b }: Lab) => Math.hypot(a, b);
export const hueOf = ({ a, b }: Lab) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;

/**
 * The basic term for one colour, from its CIELab lightness, chroma and hue angle. Boundaries were
 * set against the xkcd colour survey's names (colour-term.test.ts checks every basic entry).
 */
export function colourTerm(lab: Lab): ColourTerm {
  const { L } = lab;
  const C = chromaOf(lab);
  const h = hueOf(lab);
  if (C < neutralChroma(L)) return L >= 85 ? "white" : L <= 20 ? "black" : "grey";
  // Hue angles in CIELab: pink ~345–15, red ~15–42, orange ~42–75, yellow ~75–112, green ~112–160,
  // teal ~160–215, blue ~215–307 (pure sRGB blue sits at 306), purple ~307–345 (its light end, above 335, pink).
  if (h >= 345 || h < 15) return L < 20 ? "brown" : L < 35 ? "red" : "pink";
  if (h < 42) {
    if (L < 20) return "brown";
    if (L > 68 && C < 60) return "pink";
    return C < 28 && L < 55 ? "brown" : "red";
  }
  if (h < 75) {
    if (L < 15 && C < 15) return "black";
    if (C < 32 && L > 70) return "beige";
    return L < 40 || C < 45 ? "brown" : "orange";
  }
  if (h < 112) {
    // Tan and sand are beige to a shopper; a strong yellow stays yellow.
    if (C < 32 || (C < 50 && L < 82)) return L > 62 ? "beige" : "brown";
    return L < 55 ? (C < 45 ? "brown" : "green") : "yellow";
  }
  if (h < 160) return L < 10 && C < 20 ? "black" : "green";
  if (h < 215) return "teal";
  if (h < 307.5) return L < 25 ? (L < 5 && C < 25 ? "black" : "navy") : "blue";
  if (L < 10 && C < 25) return "black";
  return h >= 335 && L >= 50 ? "pink" : "purple";
}
