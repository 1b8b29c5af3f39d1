// The shape of a catalog entry and the defaults a recipe starts from, so each preset file lists
// only what makes its scenes different.
import type { CategoryName } from "../categories";
import type { Atmosphere, Backdrop, Floor, Light, Palette, Prop, SceneRecipe } from "../recipe";

export interface PresetDef {
  id: string;
  previewName: string;
  /** inserted into a generation prompt: "<product> <promptText>" */
  promptText: string;
  tags: string[];
  categories: CategoryName[];
  isOldPreset?: boolean;
  recipe: SceneRecipe;
}

export interface RecipeInput {
  backdrop: Backdrop;
  floor?: Partial<Floor>;
  light?: Partial<Light>;
  props?: Prop[];
  atmosphere?: Atmosphere;
  palette: Palette;
}

const LIGHT: Light = { azimuth: -40, elevation: 50, softness: 0.7, temperature: 5600, intensity: 0.6 };

/** A recipe with studio defaults: soft key from the upper left, a seamless floor in the wall's colour. */
export function recipe(input: RecipeInput): SceneRecipe {
  const floor: Floor = {
    horizon: 0.62,
    color: input.palette.primary,
    surface: { kind: "matte" },
    seamless: true,
    ...input.floor,
  };
  return {
    backdrop: input.backdrop,
    floor,
    light: { ...LIGHT, ...input.light },
    props: input.props ?? [],
    atmosphere: { vignette: 0.14, grain: 0.2, ...input.atmosphere },
    palette: input.palette,
  };
}

/** A cylinder the product stands on. */
export function stagePodium(color: string, opts: Partial<Prop> = {}): Prop {
  return { kind: "podium", x: 0.5, y: 0.86, size: 0.15, aspect: 2.3, color, stage: true, ...opts };
}

/** A vertical gradient wall from `top` to `bottom`. */
export function wall(top: string, bottom: string): Backdrop {
  return { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: top }, { at: 1, color: bottom }] } };
}
