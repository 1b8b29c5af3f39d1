// Reads the words of a custom scene prompt: lower-case words with a few phrases joined, and the
// colour words in it with the part of the scene each one paints ("pastel pink podium": the stage is
// pastel pink). Pure; prompt-recipe.ts turns what is read into a recipe.
import { mix, rgbToHex } from "./color";
import { COLOR_NAMES, colorFromName } from "./color-names";
import { MATERIALS, ROLE_NOUNS } from "./prompt-words";
import { PROPS } from "./prompt-props";
import type { Color } from "./recipe";

export type Role = "backdrop" | "floor" | "stage" | "props" | "scenery" | "lights";

export interface ColorWord {
  hex: Color;
  /** what it paints, from the noun after it; undefined when the prompt does not say */
  role?: Role;
  /** the prop noun it belongs to ("spheres"), for props */
  noun?: string;
}

/** Lower-case words, with the few phrases that mean one thing joined into one word. */
export function promptWords(prompt: string): string[] {
  const text = prompt
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bcoffee (shop|house)\b/g, "coffeeshop")
    .replace(/gray/g, "grey")
    .replace(/['’]/g, "")
    .replace(/\bgolden hour\b/g, "goldenhour")
    .replace(/\bblue hour\b/g, "twilight")
    .replace(/\b(low[- ]key)\b/g, "moody")
    .replace(/\b(high[- ]key)\b/g, "airy")
    .replace(/\b(fairy|string|city|festoon) lights\b/g, "bokeh lights")
    .replace(/\bcarrara\b/g, "carrara marble");
  return text.match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
}

/** A crude singular ("leaves" and "leave" meet at "leave", "berries" at "berry"): enough for matching. */
export const stem = (w: string) => (w.length > 4 && w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w);

// ---- colours ---------------------------------------------------------------------------------

const NAMES = new Map(COLOR_NAMES.map(([name, hex]) => [name, hex]));
/** Words that are colour names but in a scene prompt mostly name a thing. */
const NOT_COLORS = new Set(["sand", "coffee", "wine", "chocolate", "cherry", "walnut", "cognac", "lemon", "rust", "champagne", "moss", "stone", "slate"]);
const EXTRA_COLORS: Record<string, Color> = { golden: "#e0b860", silvery: "#c0c0c4", rosy: "#e07a93", peachy: "#ffc7a3", pinkish: "#f4a7c0", bluish: "#7fa6d6", greenish: "#7fb87f", sage: "#a3b18a", mint: "#a9e5c8", blush: "#f2c4c4", nude: "#e3c4ad", neutral: "#d8d2c8", pearl: "#efeae4", oatmeal: "#e2d6c0", ochre: "#c8902e" };
const SHORT_NAMES = new Set(["navy", "emerald", "olive", "lime", "cobalt", "denim", "petrol", "teal", "royal"]);
export const SHADES: Record<string, (c: Color) => Color> = {
  pastel: (c) => mix(c, "#ffffff", 0.45),
  pale: (c) => mix(c, "#ffffff", 0.4),
  soft: (c) => mix(c, "#ffffff", 0.25),
  deep: (c) => mix(c, "#000000", 0.3),
  dark: (c) => mix(c, "#000000", 0.35),
  rich: (c) => mix(c, "#000000", 0.15),
  muted: (c) => mix(c, "#9a9590", 0.35),
  dusty: (c) => mix(c, "#a8a09a", 0.3),
};

/** The colour named at `i` (one to three words) and how many words it took. */
export function colorAt(ws: string[], i: number): { hex: Color; len: number } | null {
  for (const len of [3, 2]) {
    const hex = NAMES.get(ws.slice(i, i + len).join(" "));
    if (hex) return { hex, len };
  }
  const w = ws[i] ?? "";
  if (NOT_COLORS.has(w)) return null;
  const hex = NAMES.get(w) ?? EXTRA_COLORS[w];
  if (hex) return { hex, len: 1 };
  // "navy" is navy blue, but "light", "sky" or "forest" alone are not colours here.
  const rgb = SHORT_NAMES.has(w) ? colorFromName(w) : undefined;
  return rgb ? { hex: rgbToHex(rgb), len: 1 } : null;
}

/** Words a colour looks past for its noun, and words that end its noun phrase. */
const SKIP = new Set(["a", "an", "the"]);
const PHRASE_END = new Set(["with", "on", "in", "at", "against", "under", "behind", "among", "by", "for", "from", "to", "near", "beside", "around", "over", "into", "onto"]);

/** Every colour in the prompt with the part of the scene the next noun says it paints. */
export function readColors(ws: string[]): ColorWord[] {
  const found: ColorWord[] = [];
  for (let i = 0; i < ws.length; i += 1) {
    const hit = colorAt(ws, i);
    if (!hit) continue;
    const shade = SHADES[ws[i - 1] ?? ""];
    const word: ColorWord = { hex: shade ? shade(hit.hex) : hit.hex };
    // The noun it paints is the last one of its phrase ("golden beach sand" paints the sand);
    // other colours joined by "and" share it ("magenta and cyan neon lights").
    for (let j = i + hit.len, seen = 0; j < ws.length && seen < 4; j += 1) {
      const w = ws[j] ?? "";
      const other = colorAt(ws, j);
      if (other) {
        j += other.len - 1;
        continue;
      }
      if (w === "and" || w === "or") {
        if (word.role) break;
        continue;
      }
      if (SKIP.has(w) || SHADES[w]) continue;
      if (PHRASE_END.has(w)) break;
      seen += 1;
      const prop = PROPS[w];
      if (prop) Object.assign(word, { role: prop.where === "stage" ? "stage" : "props", noun: w });
      else if (MATERIALS[w]) Object.assign(word, { role: "floor", noun: undefined });
      else if (ROLE_NOUNS[w]) Object.assign(word, { role: ROLE_NOUNS[w], noun: undefined });
    }
    found.push(word);
    i += hit.len - 1;
  }
  return found;
}

