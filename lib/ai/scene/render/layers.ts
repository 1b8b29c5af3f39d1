// The scene as SVG layers around a product slot:
//   back  = wall, bokeh, floor, light, haze, props behind, spotlight, particles, vignette
//   (ground rasters: cast shadow, reflection, contact shadow — render/ground.ts)
//   grain = film grain, blended with overlay over the scene
//   (product pixels, composited as they are)
//   front = props in front of the product, the only thing drawn after it (recipes keep them clear)
import { bokehLayer, grainLayer, hazeLayer, particlesLayer, vignetteLayer } from "./atmosphere";
import { backdropLayer } from "./backdrop";
import type { SceneCtx } from "./context";
import { floorLayer } from "./floor";
import { airLightLayer, lightLayer } from "./lighting";
import { propsLayer } from "./props";
import { SvgDoc } from "./svg";

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
