// Everyday colour names for products and scenes: the nearest name in CIEDE2000, and the colour a
// name stands for (custom prompts use it). Curated for how shoppers describe products, not the
// CSS list ("papayawhip" helps nobody).
import { deltaE2000, hexToLab, hexToRgb, rgbToLab, type Lab, type Rgb } from "./color";

export const COLOR_NAMES: ReadonlyArray<readonly [name: string, hex: string]> = [
  // neutrals
  ["white", "#ffffff"],
  ["off-white", "#f4f1ea"],
  ["ivory", "#fffff0"],
  ["cream", "#f3e9d2"],
  ["beige", "#e1d1b5"],
  ["sand", "#d6c09a"],
  ["taupe", "#a39382"],
  ["light grey", "#d3d3d3"],
  ["silver", "#c0c0c4"],
  ["grey", "#8e8e8e"],
  ["slate grey", "#6d7b86"],
  ["charcoal", "#3c3f42"],
  ["dark grey", "#555555"],
  ["black", "#000000"],
  ["jet black", "#111111"],
  // browns
  ["tan", "#d2b48c"],
  ["camel", "#c19a6b"],
  ["caramel", "#b97a3d"],
  ["khaki", "#c3b091"],
  ["brown", "#7b4a2a"],
  ["light brown", "#a47551"],
  ["chocolate", "#4e2c1c"],
  ["coffee", "#6f4e37"],
  ["mocha", "#8b6b5a"],
  ["walnut", "#5d432c"],
  ["cognac", "#9a463d"],
  // reds
  ["red", "#d61f26"],
  ["bright red", "#ff2a2a"],
  ["crimson", "#b3122e"],
  ["scarlet", "#e8281e"],
  ["cherry red", "#c2182b"],
  ["burgundy", "#7d1d2e"],
  ["maroon", "#6a1b25"],
  ["wine", "#5e1a2b"],
  ["brick red", "#a33a2b"],
  ["rust", "#a8472a"],
  // pinks
  ["pink", "#f4a7c0"],
  ["light pink", "#f9d3de"],
  ["blush", "#f2c4c4"],
  ["baby pink", "#f8c8dc"],
  ["hot pink", "#ff4f9a"],
  ["fuchsia", "#e0218a"],
  ["magenta", "#c2187f"],
  ["rose", "#e07a93"],
  ["dusty rose", "#c48b93"],
  ["salmon", "#f4907a"],
  ["coral", "#f67e65"],
  ["peach", "#ffc7a3"],
  // oranges
  ["orange", "#f57c1f"],
  ["bright orange", "#ff8c00"],
  ["tangerine", "#f28c28"],
  ["apricot", "#f9b98a"],
  ["amber", "#f0a018"],
  ["terracotta", "#c9704f"],
  ["burnt orange", "#c25a1c"],
  // yellows
  ["yellow", "#f7d51d"],
  ["lemon yellow", "#fff44f"],
  ["pale yellow", "#fbf3b0"],
  ["butter yellow", "#fbe49a"],
  ["mustard", "#d2a71e"],
  ["ochre", "#c8902e"],
  ["gold", "#d4af37"],
  ["champagne", "#e9d6b0"],
  // greens
  ["green", "#2e9e4f"],
  ["bright green", "#4cd137"],
  ["lime green", "#9acd32"],
  ["light green", "#a8dca0"],
  ["mint green", "#a9e5c8"],
  ["pistachio", "#b7d49a"],
  ["sage green", "#a3b18a"],
  ["olive green", "#6b7a2f"],
  ["khaki green", "#8a8a5c"],
  ["emerald green", "#138a5a"],
  ["forest green", "#245c36"],
  ["dark green", "#1d3d2a"],
  ["bottle green", "#0f4a32"],
  ["sea green", "#3e9e84"],
  ["teal", "#168b8b"],
  ["dark teal", "#0f5257"],
  // blues
  ["turquoise", "#33c7c0"],
  ["aqua", "#5ed9e0"],
  ["cyan", "#1ec8e6"],
  ["sky blue", "#7fc6ec"],
  ["light blue", "#b8d8f0"],
  ["baby blue", "#a9cdf0"],
  ["powder blue", "#c5d9ea"],
  ["blue", "#2a5fc1"],
  ["bright blue", "#1e7bff"],
  ["royal blue", "#2f4fd0"],
  ["cobalt blue", "#1f4aa8"],
  ["denim blue", "#4a6a94"],
  ["steel blue", "#4a7fa8"],
  ["petrol blue", "#1f5566"],
  ["navy blue", "#1b2a4a"],
  ["midnight blue", "#141b36"],
  // purples
  ["purple", "#7b3fa0"],
  ["violet", "#8a4fd8"],
  ["lavender", "#c8b6e8"],
  ["lilac", "#c8a2c8"],
  ["mauve", "#b28aa3"],
  ["plum", "#6b2f5a"],
  ["aubergine", "#3e1f3a"],
  ["indigo", "#3e3a9c"],
  // metals and materials
  ["bronze", "#a0703a"],
  ["copper", "#b8733d"],
  ["rose gold", "#d9a08f"],
];

const LABS: ReadonlyArray<readonly [string, Lab]> = COLOR_NAMES.map(([name, hex]) => [name, hexToLab(hex)] as const);
const BY_NAME = new Map(COLOR_NAMES.map(([name, hex]) => [name, hex]));

/** The everyday name nearest to a colour. */
export function colorName(rgb: Rgb): string {
  const lab = rgbToLab(rgb);
  let best = "grey";
  let bestD = Infinity;
  for (const [name, ref] of LABS) {
    const d = deltaE2000(lab, ref);
    if (d < bestD) {
      bestD = d;
      best = name;
    }
  }
  return best;
}

/** The colour a name stands for ("navy", "Navy Blue", "grey"/"gray"), or undefined. */
export function colorFromName(name: string): Rgb | undefined {
  const key = name.trim().toLowerCase().replace(/gray/g, "grey").replace(/[_\s]+/g, " ");
  const hex = BY_NAME.get(key) ?? BY_NAME.get(`${key} blue`) ?? BY_NAME.get(`${key} green`) ?? BY_NAME.get(key.replace(/-/g, " ")) ?? BY_NAME.get(key.replace(/ /g, "-"));
  return hex ? hexToRgb(hex) : undefined;
}
