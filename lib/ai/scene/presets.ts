// The preset catalog: every preset is a scene recipe kept in one place (catalog/*.ts by category).
// Pure data and lookups, importable by UI code; rendering lives in render-scene.ts.
import { CATEGORIES, CATEGORY_BY_NAME, CATEGORY_NAMES, SEASONAL_TAGS, type PresetCategory } from "./categories";
import { BATHROOM } from "./catalog/bathroom";
import type { PresetDef } from "./catalog/define";
import { GRADIENT } from "./catalog/gradient";
import { KITCHEN } from "./catalog/kitchen";
import { LUXURY } from "./catalog/luxury";
import { MINIMAL } from "./catalog/minimal";
import { MONOCHROME } from "./catalog/monochrome";
import { NATURE } from "./catalog/nature";
import { PASTEL } from "./catalog/pastel";
import { SEASONAL } from "./catalog/seasonal";
import { STUDIO } from "./catalog/studio";
import { URBAN } from "./catalog/urban";

export { CATEGORIES, CATEGORY_BY_NAME, SEASONAL_TAGS };
export type { PresetCategory, PresetDef };

export const PRESETS: readonly PresetDef[] = [...MONOCHROME, ...STUDIO, ...GRADIENT, ...NATURE, ...KITCHEN, ...BATHROOM, ...URBAN, ...LUXURY, ...MINIMAL, ...PASTEL, ...SEASONAL];

const BY_ID = new Map(PRESETS.map((p) => [p.id, p]));

export function findPreset(id: string): PresetDef | undefined {
  return BY_ID.get(id);
}

/** A preset as the PresetKeys endpoint sends it. */
export interface Preset {
  id: string;
  previewImageUrl: string;
  previewName: string;
  promptText: string;
  tags: string[];
  categories: PresetCategory[];
  isOldPreset: boolean;
}

export interface PresetKeysResponse {
  presets: Preset[];
  groups: {
    All: Record<string, string[]>;
    Seasonal: string[];
  };
}

export const isSeasonal = (p: PresetDef) => p.tags.some((t) => (SEASONAL_TAGS as readonly string[]).includes(t));

export function toPreset(p: PresetDef, previewUrl: (id: string) => string): Preset {
  return {
    id: p.id,
    previewImageUrl: previewUrl(p.id),
    previewName: p.previewName,
    promptText: p.promptText,
    tags: [...p.tags],
    categories: p.categories.map((name) => ({ ...CATEGORY_BY_NAME[name] })),
    isOldPreset: p.isOldPreset ?? false,
  };
}

export function presetKeysResponse(previewUrl: (id: string) => string): PresetKeysResponse {
  const All: Record<string, string[]> = {};
  for (const name of CATEGORY_NAMES) All[name] = PRESETS.filter((p) => p.categories.includes(name)).map((p) => p.id);
  return {
    presets: PRESETS.map((p) => toPreset(p, previewUrl)),
    groups: { All, Seasonal: PRESETS.filter(isSeasonal).map((p) => p.id) },
  };
}
