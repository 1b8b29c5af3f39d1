// Scene ideas for custom prompt recommendations. Each knows its dominant colour (for harmony with
// the product) and the product shapes it flatters; `write` puts the product's own name in it.
import type { ShapeClass } from "./recipe";

export interface PromptScene {
  id: string;
  /** the scene's dominant colour */
  color: string;
  shapes: ShapeClass[];
  /** a product-specific detail would read oddly here (steam in water, droplets in clouds) */
  plain?: boolean;
  /** the prompt for a product; `detail` is a product-specific touch ("steam rising") or null */
  write: (name: string, detail: string | null) => string;
}

const tail = (detail: string | null) => (detail ? `, ${detail}` : "");

export const PROMPT_SCENES: PromptScene[] = [
  { id: "oak_counter", color: "#c99a66", shapes: ["wide", "square", "round"], write: (n, d) => `${n} on a warm oak kitchen counter in soft morning light${tail(d)}` },
  { id: "marble_lemons", color: "#eeece8", shapes: ["tall", "square"], write: (n, d) => `${n} on white Carrara marble with fresh lemons and a sprig of eucalyptus, bright airy daylight${tail(d)}` },
  { id: "beach", plain: true, color: "#e3c9a0", shapes: ["tall", "round"], write: (n, d) => `${n} standing in golden beach sand with the turquoise sea softly blurred behind, crisp midday sun${tail(d)}` },
  { id: "forest", color: "#5f7a48", shapes: ["tall", "round", "square"], write: (n, d) => `${n} on a mossy stone in a misty forest, dappled sunlight and soft green bokeh${tail(d)}` },
  { id: "terracotta", color: "#c97a57", shapes: ["tall", "square"], write: (n, d) => `${n} on a terracotta plinth against a sunlit stucco wall, hard Mediterranean shadows${tail(d)}` },
  { id: "pink_podium", color: "#f5c9d5", shapes: ["tall", "round", "square"], write: (n, d) => `${n} on a pastel pink podium with floating lilac spheres, dreamy diffused light${tail(d)}` },
  { id: "black_marble", color: "#151413", shapes: ["tall", "square", "round"], write: (n, d) => `${n} on a black marble pedestal with a gold rim under a single warm spotlight${tail(d)}` },
  { id: "neon_night", plain: true, color: "#1b1532", shapes: ["tall", "wide", "square"], write: (n, d) => `${n} on wet asphalt at night with blurred magenta and cyan neon lights reflected around it${tail(d)}` },
  { id: "rooftop", color: "#e9a96f", shapes: ["tall", "wide"], write: (n, d) => `${n} on a concrete rooftop ledge at golden hour, the city skyline softly blurred behind${tail(d)}` },
  { id: "sage_linen", color: "#b8c4aa", shapes: ["wide", "square", "round"], write: (n, d) => `${n} on sage green linen with dried flowers, calm natural window light${tail(d)}` },
  { id: "clouds", plain: true, color: "#cde6f8", shapes: ["round", "square", "tall"], write: (n, d) => `${n} floating among soft fluffy clouds on a baby blue sky, light and airy${tail(d)}` },
  { id: "water", plain: true, color: "#9fdcec", shapes: ["tall", "round"], write: (n, d) => `${n} standing in shallow clear water with gentle ripples and bubbles, fresh aqua light${tail(d)}` },
  { id: "navy_velvet", color: "#1f3152", shapes: ["square", "round", "wide"], write: (n, d) => `${n} on deep navy velvet with a soft rim light and moody shadows${tail(d)}` },
  { id: "cream_paper", color: "#eee3cf", shapes: ["square", "round", "wide"], write: (n, d) => `${n} on textured cream paper beside a single sphere, gentle window light, minimal composition${tail(d)}` },
  { id: "monstera", color: "#2f7a45", shapes: ["tall", "square"], write: (n, d) => `${n} among tropical monstera and palm leaves, hard sunlight casting leaf shadows${tail(d)}` },
  { id: "dunes", plain: true, color: "#e5a877", shapes: ["tall", "wide"], write: (n, d) => `${n} on smooth desert sand with dunes behind at sunset, long golden shadows${tail(d)}` },
  { id: "rustic_table", color: "#5a4632", shapes: ["wide", "square", "round"], write: (n, d) => `${n} on a dark rustic wooden table with fresh herbs, moody side light${tail(d)}` },
  { id: "lilac_arch", color: "#d8cbf0", shapes: ["tall", "round"], write: (n, d) => `${n} on a lilac podium in front of an arched niche, soft pastel light${tail(d)}` },
  { id: "concrete_blocks", color: "#bbbab7", shapes: ["tall", "square", "wide"], write: (n, d) => `${n} on stacked grey concrete blocks with crisp architectural shadows${tail(d)}` },
  { id: "yellow_sun", color: "#ffd65a", shapes: ["square", "round", "tall"], write: (n, d) => `${n} on a sunny yellow set with oranges and hard summer light${tail(d)}` },
  { id: "bathroom_shelf", color: "#eef1f3", shapes: ["tall", "square"], write: (n, d) => `${n} on a white bathroom shelf with eucalyptus, clean cool daylight${tail(d)}` },
  { id: "emerald", color: "#0f4a3a", shapes: ["tall", "square", "round"], write: (n, d) => `${n} on a gold-trimmed podium against a deep emerald fluted wall, rich jewel-tone light${tail(d)}` },
];

const DETAILS: Array<[RegExp, string]> = [
  [/\b(mug|cup|coffee|tea|espresso|latte)\b/i, "steam rising"],
  [/\b(serum|cream|lotion|moisturi[sz]er|cleanser|toner|oil|skincare|balm)\b/i, "dewy water droplets on the glass"],
  [/\b(perfume|fragrance|parfum|cologne)\b/i, "a soft haze of light around the bottle"],
  [/\b(bottle|flask|tumbler)\b/i, "cool condensation on its surface"],
  [/\b(sneakers?|shoes?|boots?|trainers?)\b/i, "a dynamic low camera angle"],
  [/\b(watch|ring|necklace|bracelet|earrings?|jewell?ery)\b/i, "sparkling highlights"],
  [/\b(candle)\b/i, "a warm flickering glow"],
  [/\b(headphones?|earbuds?|speaker|phone|laptop)\b/i, "sleek reflections"],
  [/\b(bag|handbag|backpack|wallet)\b/i, "soft fabric folds nearby"],
  [/\b(plant|pot|vase)\b/i, "fresh green leaves"],
];

/** A touch that suits this kind of product, from words in its name; null when none applies. */
export function productDetail(name: string): string | null {
  for (const [re, detail] of DETAILS) if (re.test(name)) return detail;
  return null;
}
