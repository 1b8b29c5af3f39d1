// Recommendations for a product photo: preset ids that set off the product's colours and suit its
// shape, and custom scene prompts written for it.
import { deltaE2000, hexToLab, labToLch, labToRgb } from "./color";
import { colorFromName, colorName } from "./color-names";
import { closeness, harmony, productColors, TOO_CLOSE, type DominantColor } from "./harmony";
import { isSeasonal, PRESETS, type PresetDef } from "./presets";
import { PROMPT_SCENES, productDetail } from "./prompt-scenes";
import type { SceneRecipe, ShapeClass } from "./recipe";
import { hashString, mulberry32 as rng } from "@/lib/random";

export type { DominantColor } from "./harmony";

const COUNT = 5;

export interface PresetRecommendationInput {
  dominantColors: DominantColor[];
  shapeClass: ShapeClass;
  seed?: number;
}

/** Shape fit: tall products stand well on podiums and before arches, wide ones on counters and floors. */
export function shapeFit(recipe: SceneRecipe, shape: ShapeClass): number {
  const staged = recipe.props.some((p) => p.stage);
  const framed = recipe.props.some((p) => p.kind === "arch" || p.kind === "arch_wall" || p.kind === "column");
  const surface = recipe.floor.edge !== undefined || ["wood", "marble", "terrazzo", "sand", "water", "stone", "concrete", "grass"].includes(recipe.floor.surface.kind);
  switch (shape) {
    case "tall":
      return (staged ? 0.12 : 0) + (framed ? 0.1 : 0);
    case "wide":
      return (surface ? 0.15 : 0) - (staged ? 0.12 : 0);
    case "square":
      return (staged ? 0.08 : 0) + (surface ? 0.06 : 0);
    case "round":
      return (staged ? 0.1 : 0) + (recipe.floor.seamless ? 0.06 : 0);
  }
}

/**
 * 3 to 6 (here 5) preset ids, best first: never a backdrop close to the product's colours, always
 * one neutral "safe" backdrop, the rest by harmony and shape fit, from different categories and with
 * visibly different backdrops.
 */
export function recommendPresetIds(input: PresetRecommendationInput): string[] {
  const product = productColors(input.dominantColors);
  const seed = input.seed ?? 0;
  const scored = PRESETS.filter((p) => !p.isOldPreset && !isSeasonal(p))
    .filter((p) => closeness(product, p.recipe.palette.primary) >= TOO_CLOSE)
    .map((p) => {
      const jitter = (rng(hashString(p.id) ^ seed)() - 0.5) * 0.16;
      return { p, score: harmony(product, p.recipe.palette.primary) + shapeFit(p.recipe, input.shapeClass) + jitter };
    })
    .sort((a, b) => b.score - a.score);
  const picked: typeof scored = [];
  const usedCategories = new Set<string>();
  const distinct = (p: PresetDef) => picked.every((q) => deltaE2000(hexToLab(q.p.recipe.palette.primary), hexToLab(p.recipe.palette.primary)) >= 10);
  const take = (entry: (typeof scored)[number]) => {
    picked.push(entry);
    usedCategories.add(entry.p.categories[0] ?? "none");
  };
  const neutral = scored.find(({ p }) => labToLch(hexToLab(p.recipe.palette.primary)).C < 10);
  if (neutral) take(neutral);
  // Strict first (one per category), then relaxed, so a narrow palette still yields enough ids.
  for (const strict of [true, false]) {
    for (const entry of scored) {
      if (picked.length >= COUNT) break;
      if (picked.includes(entry) || !distinct(entry.p)) continue;
      if (strict && usedCategories.has(entry.p.categories[0] ?? "none")) continue;
      take(entry);
    }
  }
  return picked.sort((a, b) => b.score - a.score).map(({ p }) => p.id);
}

export interface PromptRecommendationInput {
  productName: string;
  /** the product's colour names, most dominant first ("red", "white") */
  colorNames: string[];
  shapeClass: ShapeClass;
  seed?: number;
}

/** 3 to 6 (here 5) scene prompts written for the product, varied by seed. */
export function recommendPrompts(input: PromptRecommendationInput): string[] {
  const name = input.productName.trim().replace(/\s+/g, " ") || "The product";
  const colors = input.colorNames.map((c) => ({ name: c.trim().toLowerCase(), rgb: colorFromName(c) })).filter((c) => c.name);
  const known = colors.filter((c) => c.rgb);
  const product = productColors(known.map((c, i) => ({ ...c.rgb!, share: 1 / (i + 1) })));
  const seed = input.seed ?? 0;
  const detail = productDetail(name);
  const ranked = PROMPT_SCENES.map((s, i) => {
    const jitter = (rng(hashString(s.id) ^ seed)() - 0.5) * 0.3;
    const clash = known.length > 0 && closeness(product, s.color) < TOO_CLOSE ? -1 : 0;
    const fit = s.shapes.includes(input.shapeClass) ? 0.2 : 0;
    return { s, i, score: (known.length ? harmony(product, s.color) : 0.8) + fit + clash + jitter };
  }).sort((a, b) => b.score - a.score);
  // The product-specific touch goes into the scenes where it makes sense, at most twice.
  let details = 0;
  const prompts = ranked.slice(0, COUNT - 1).map(({ s }) => s.write(name, detail && !s.plain && details++ < 2 ? detail : null));
  // One prompt names a backdrop colour picked to make the product's own colour stand out.
  const main = colors[0]?.name;
  if (main && known.length) {
    const key = product.key;
    const complement = colorName(labToRgb({ L: key.L > 60 ? 38 : 82, a: -key.a * 0.7, b: -key.b * 0.7 }));
    prompts.splice(1, 0, `${name} in ${main} against a seamless ${complement} backdrop that makes the ${main} pop, soft studio light and a gentle shadow`);
  } else {
    prompts.splice(1, 0, ranked[COUNT - 1]?.s.write(name, null) ?? `${name} on a seamless light grey backdrop, soft studio light`);
  }
  return [...new Set(prompts)].slice(0, COUNT);
}
