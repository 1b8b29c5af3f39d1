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

/** Where a redo may put the product across the safe area: a take moves it to the next of these. */
const RETAKE_POSITIONS = [0.3, 0.42, 0.5, 0.58, 0.7];

/**
 * The framing of a redo of one slot (take 1, 2, …; take 0 is the slot's own): moved as a
 * photographer re-shoots one set-up — the product to another place across the frame (four takes,
 * four places other than the slot's), a little closer or wider, the key light from the other side
 * every other take — so a redo is another picture of the same scene, never a copy of the one it
 * replaces. The product stays inside the safe area and the fill inside 0.5..0.8.
 */
export function retakeFraming(framing: Framing, take: number): Framing {
  if (take <= 0) return framing;
  const nearest = RETAKE_POSITIONS.reduce((best, x, i) => (Math.abs(x - framing.x) < Math.abs(RETAKE_POSITIONS[best]! - framing.x) ? i : best), 0);
  const x = RETAKE_POSITIONS[(nearest + take) % RETAKE_POSITIONS.length]!;
  const fill = Math.min(0.8, Math.max(0.5, framing.fill + (take % 2 === 1 ? -0.06 : 0.06)));
  return { ...framing, name: `${framing.name} retake ${take}`, x, fill, mirrorLight: take % 2 === 1 ? !framing.mirrorLight : Boolean(framing.mirrorLight) };
}
