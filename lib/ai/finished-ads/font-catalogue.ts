// Plain data, no I/O: the schemas and the studio name the pairs without loading a font.

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

