// The six framings of a photoshoot, one per task position, as a product photographer varies a set:
// the centred hero, the rule of thirds with the props on the open side, a closer crop, a higher
// and a lower camera, and the thirds mirrored under the other light. A prompt cycled to fill six
// tasks lands on another position, so its second scene is another composition, never a copy.
import type { Framing, SceneRecipe } from "./recipe";

/** Standing products: the camera at the product's height, moved around it. */
export const STANDING_FRAMINGS: readonly Framing[] = [
  { name: "hero", x: 0.5, fill: 0.62 },
  { name: "thirds", x: 0.3, fill: 0.6 },
  { name: "close", x: 0.5, fill: 0.78, horizon: 0.6, low: true },
  { name: "high camera", x: 0.66, fill: 0.56, horizon: 0.4 },
  { name: "low camera", x: 0.5, fill: 0.68, horizon: 0.76 },
  { name: "thirds mirrored", x: 0.7, fill: 0.6, horizon: 0.56, mirrorLight: true },
];

/** Flat-lay products: seen from above; the product moves and the props gather on the open side. */
export const TOP_VIEW_FRAMINGS: readonly Framing[] = [
  { name: "top hero", x: 0.5, fill: 0.66, topView: true },
  { name: "top thirds", x: 0.32, fill: 0.62, topView: true },
  { name: "top close", x: 0.5, fill: 0.8, topView: true },
  { name: "top thirds right", x: 0.68, fill: 0.6, topView: true, mirrorLight: true },
  { name: "top small", x: 0.42, fill: 0.56, topView: true },
  { name: "top wide", x: 0.6, fill: 0.7, topView: true, mirrorLight: true },
];

/** The framing of the task at `position` (0..5) of a photoshoot. */
export function framingFor(position: number, topView: boolean): Framing {
  const list = topView ? TOP_VIEW_FRAMINGS : STANDING_FRAMINGS;
  const i = ((Math.trunc(position) % list.length) + list.length) % list.length;
  return { ...list[i]! };
}

/** The recipe framed: a copy with `framing` set (the recipe's own horizon stays for framings without one). */
export function framed(recipe: SceneRecipe, framing: Framing): SceneRecipe {
  return { ...recipe, framing };
}
