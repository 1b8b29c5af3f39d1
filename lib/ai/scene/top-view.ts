// A scene seen from straight above, for products photographed flat (a T-shirt laid out, a
// notebook): the surface fills the picture — fabric, wood, paper, stone — with no wall, horizon,
// podium or distant scenery. Things in the light (a window's or leaves' shadows) stay: they fall
// on the surface. compose.ts removes the props that cannot lie flat.
import { mix } from "./color";
import type { SceneRecipe, Surface, SurfaceKind } from "./recipe";
import { mainColor } from "./recipe-colors";

/** Surfaces that read as a flat lay from above; the rest become a sheet of paper or linen in the scene's colour. */
const FROM_ABOVE: ReadonlySet<SurfaceKind> = new Set(["fabric", "wood", "marble", "stone", "terrazzo", "sand", "concrete", "tile", "snow", "grass"]);

export function topViewRecipe(recipe: SceneRecipe): SceneRecipe {
  const r = structuredClone(recipe);
  const wall = mainColor(r, "wall") ?? r.floor.color;
  if (!FROM_ABOVE.has(r.floor.surface.kind)) {
    // A plain set's colour is its wall's: the flat lay is a sheet of that colour, linen when the set is soft.
    const color = r.floor.seamless || r.floor.surface.kind === "matte" ? wall : r.floor.color;
    const linen = (r.light.softness ?? 0) >= 0.6;
    const surface: Surface = linen ? { kind: "fabric", color2: mix(color, "#000000", 0.12) } : { kind: "matte" };
    r.floor = { ...r.floor, color, colorNear: mix(color, "#000000", 0.06), surface };
    if (!linen) r.backdrop = { fill: { kind: "solid", color }, texture: { kind: "paper", amount: 0.5 } };
  }
  r.floor = { ...r.floor, horizon: -4, seamless: false, edge: undefined };
  r.backdrop = { ...r.backdrop, scenery: undefined, pattern: undefined };
  r.atmosphere = { ...r.atmosphere, haze: undefined, bokeh: undefined };
  r.light = { ...r.light, beams: false, elevation: Math.max(r.light.elevation, 62) };
  return r;
}
