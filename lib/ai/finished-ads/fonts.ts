import "server-only";
import path from "node:path";
import opentype from "opentype.js";

/**
 * The typefaces a finished ad can be set in: open-licence (SIL OFL) fonts from @fontsource packages,
 * read from node_modules, never from the system, so an ad has the same pixels on every machine.
 * Each face is its Latin subset plus the Latin Extended one; a character is drawn from the first
 * subset that has it.
 */
export const FONT_FAMILIES = {
  inter: { label: "Inter", package: "@fontsource/inter", file: "inter" },
  montserrat: { label: "Montserrat", package: "@fontsource/montserrat", file: "montserrat" },
  "playfair-display": { label: "Playfair Display", package: "@fontsource/playfair-display", file: "playfair-display" },
  lora: { label: "Lora", package: "@fontsource/lora", file: "lora" },
  oswald: { label: "Oswald", package: "@fontsource/oswald", file: "oswald" },
  "roboto-slab": { label: "Roboto Slab", package: "@fontsource/roboto-slab", file: "roboto-slab" },
} as const;
export type FontFamilyId = keyof typeof FONT_FAMILIES;

/** A heading face and a body face that go together; a brand kit names one pair by its id. */
export const FONT_PAIRS = {
  "inter-inter": { label: "Inter / Inter", heading: { family: "inter", weight: 700 }, body: { family: "inter", weight: 400 } },
  "montserrat-inter": { label: "Montserrat / Inter", heading: { family: "montserrat", weight: 700 }, body: { family: "inter", weight: 400 } },
  "playfair-lora": { label: "Playfair Display / Lora", heading: { family: "playfair-display", weight: 700 }, body: { family: "lora", weight: 400 } },
  "oswald-inter": { label: "Oswald / Inter", heading: { family: "oswald", weight: 600 }, body: { family: "inter", weight: 400 } },
  "roboto-slab-inter": { label: "Roboto Slab / Inter", heading: { family: "roboto-slab", weight: 700 }, body: { family: "inter", weight: 400 } },
} as const satisfies Record<string, { label: string; heading: FaceRef; body: FaceRef }>;
export type FontPairId = keyof typeof FONT_PAIRS;
export const FONT_PAIR_IDS = Object.keys(FONT_PAIRS) as [FontPairId, ...FontPairId[]];
export const DEFAULT_FONT_PAIR: FontPairId = "inter-inter";

export interface FaceRef {
  family: FontFamilyId;
  weight: 400 | 500 | 600 | 700;
}

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
