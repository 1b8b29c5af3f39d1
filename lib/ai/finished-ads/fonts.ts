import "server-only";
import path from "node:path";
import opentype from "opentype.js";
import { FONT_FAMILIES, FONT_PAIRS, type FaceRef, type FontFamilyId, type FontPairId } from "./font-catalogue";

export { FONT_FAMILIES, FONT_PAIRS, FONT_PAIR_IDS, DEFAULT_FONT_PAIR, type FaceRef, type FontFamilyId, type FontPairId } from "./font-catalogue";

/** One face: its subsets in the order a character is looked up in. */
export interface Face {
  key: string;
  fonts: opentype.Font[];
  unitsPerEm: number;
  ascender: number;
  descender: number;
}

const SUBSETS = ["latin", "latin-ext"] as const;
const faces = new Map<string, Face>();

function fontFile(family: FontFamilyId, subset: string, weight: number): string {
  const { package: pkg, file } = FONT_FAMILIES[family];
  return path.join(process.cwd(), "node_modules", pkg, "files", `${file}-${subset}-${weight}-normal.woff`);
}

/** Parses a face once per process; the fonts are a few hundred kilobytes and read on first use. */
export function loadFace(ref: FaceRef): Face {
  const key = `${ref.family}-${ref.weight}`;
  const known = faces.get(key);
  if (known) return known;
  const fonts = SUBSETS.map((subset) => opentype.loadSync(fontFile(ref.family, subset, ref.weight)));
  const first = fonts[0]!;
  const face: Face = { key, fonts, unitsPerEm: first.unitsPerEm, ascender: first.ascender, descender: first.descender };
  faces.set(key, face);
  return face;
}

/** The faces of a pair: headline and CTA in the heading face, the punchline in the body face. */
export function loadPair(pair: FontPairId): { heading: Face; body: Face } {
  const { heading, body } = FONT_PAIRS[pair];
  return { heading: loadFace(heading), body: loadFace(body) };
}
