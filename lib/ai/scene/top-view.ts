// A scene seen from straight above, for products photographed flat (a T-shirt laid out, a
// notebook): the surface fills the picture — fabric, wood, paper, stone — with no wall, horizon,
// podium or distant scenery. Things in the light (a window's or leaves' shadows) stay: they fall
// on the surface. compose.ts removes the props that cannot lie flat.
import { mix } from "./color";
import type { SceneRecipe, SurfaceKind } from "./recipe";
import { mainColor } from "./recipe-colors";

/** Surfaces that read as a flat lay from above; the rest become a sheet of paper or linen in the scene's colour. */
const FROM_ABOVE: ReadonlySet<SurfaceKind> = new Set(["fabric", "wood", "marble", "stone", "terrazzo", "sand", "concrete", "tile", "snow", "grass"]);

export function topViewRecipe(recipe: SceneRecipe): SceneRecipe {
  const r = structuredClone(recipe);
  const wall = mainColor(r, "wall") ?? r.floor.color;
  r.atmosphere = { ...r.atmosphere, haze: undefined, bokeh: undefined };
  r.light = { ...r.light, beams: false, elevation: Math.max(r.light.elevation, 62) };
  if (FROM_ABOVE.has(r.floor.surface.kind)) {
    // The floor's material fills the picture: its horizon far above the top edge.
    r.floor = { ...r.floor, horizon: -4, seamless: false, edge: undefined };
    r.backdrop = { ...r.backdrop, scenery: undefined, pattern: undefined };
    return r;
  }
  // A plain set: a sheet of its colour seen from above, linen under soft light and paper under a
  // harder one, drawn as the backdrop's texture with the floor dropped below the bottom edge.
  const color = r.floor.seamless || r.floor.surface.kind === "matte" ? wall : r.floor.color;
  const linen = r.light.softness >= 0.6;
  r.backdrop = { fill: { kind: "radial", cx: 0.45, cy: 0.4, r: 0.9, stops: [{ at: 0, color: mix(color, "#ffffff", 0.08) }, { at: 1, color: mix(color, "#000000", 0.07) }] }, texture: { kind: linen ? "linen" : "paper", amount: 0.35 } };
  r.floor = { ...r.floor, horizon: 3, color, colorNear: color, seamless: false, edge: undefined, surface: { kind: "matte" } };
  return r;
}
