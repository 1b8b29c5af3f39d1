// The scene as SVG layers around a product slot:
//   back  = wall, bokeh, floor, light, haze, props behind, spotlight, particles, vignette
//   (ground rasters: cast shadow, reflection, contact shadow — render/ground.ts)
//   grain = film grain, blended with overlay over the scene
//   (product pixels, composited as they are)
//   front = props in front of the product, the only thing drawn after it (recipes keep them clear)
import type { SceneRecipe, ShapeClass } from "../recipe";
import { bokehLayer, grainLayer, hazeLayer, particlesLayer, vignetteLayer } from "./atmosphere";
import { backdropLayer } from "./backdrop";
import { sceneCtx, type SceneCtx } from "./context";
import { floorLayer } from "./floor";
import { airLightLayer, lightLayer } from "./lighting";
import { propsLayer } from "./props";
import { SvgDoc } from "./svg";

export interface SceneLayers {
  back: string;
  front: string;
  /** null when the recipe has no grain */
  grain: string | null;
}

export function backLayer(c: SceneCtx): string {
  const doc = new SvgDoc(c.W, c.H);
  const body = [
    backdropLayer(doc, c),
    bokehLayer(doc, c),
    floorLayer(doc, c),
    lightLayer(doc, c),
    hazeLayer(doc, c),
    propsLayer(doc, c, "back"),
    airLightLayer(doc, c),
    // Particles and the vignette stay behind the product: nothing may alter the product's pixels.
    particlesLayer(doc, c),
    vignetteLayer(doc, c),
  ];
  return doc.toString(body.join(""));
}

export function frontLayer(c: SceneCtx): string {
  const doc = new SvgDoc(c.W, c.H);
  return doc.toString(propsLayer(doc, c, "front"));
}

export function grainOnly(c: SceneCtx): string | null {
  const doc = new SvgDoc(c.W, c.H);
  const body = grainLayer(doc, c);
  return body ? doc.toString(body) : null;
}

export function sceneLayers(recipe: SceneRecipe, width: number, height: number, opts: { shape?: ShapeClass; seed?: number } = {}): SceneLayers {
  const c = sceneCtx(recipe, width, height, opts.shape, opts.seed);
  return { back: backLayer(c), front: frontLayer(c), grain: grainOnly(c) };
}
