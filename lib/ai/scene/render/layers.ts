// The scene as SVG layers, composited in this order by render-scene.ts:
//   back  = wall, bokeh, floor, light, haze, props behind, spotlight, particles, vignette
//   (ground rasters: cast shadow, reflection, contact shadow — render/ground.ts)
//   grain = film grain, blended with overlay over the scene
//   front = props nearer the camera than the product's base (recipes keep them clear of it)
//   (colour grade and light wrap — render/grade.ts, render/light-wrap.ts)
//   (product pixels, composited last as they are)
// Blurs over large areas are blur layers, rendered apart and embedded (render/blur-layers.ts).
import { bokehLayer, grainLayer, hazeLayer, particlesLayer, vignetteLayer } from "./atmosphere";
import { backdropLayer } from "./backdrop";
import { finishSvg } from "./blur-layers";
import type { SceneCtx } from "./context";
import { floorLayer } from "./floor";
import { airLightLayer, lightLayer } from "./lighting";
import { propsLayer } from "./props";
import { SvgDoc } from "./svg";

/** The SVG (ready for sharp) of everything behind the product. */
export function backLayer(c: SceneCtx): Promise<Buffer> {
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
  return finishSvg(doc, body.join(""));
}

export function frontLayer(c: SceneCtx): Promise<Buffer> {
  const doc = new SvgDoc(c.W, c.H);
  return finishSvg(doc, propsLayer(doc, c, "front"));
}

export function grainOnly(c: SceneCtx): Buffer | null {
  const doc = new SvgDoc(c.W, c.H);
  const body = grainLayer(doc, c);
  return body ? Buffer.from(doc.toString(body)) : null;
}
