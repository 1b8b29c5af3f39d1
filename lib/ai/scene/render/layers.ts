// The scene as layers, composited in this order by render-scene.ts:
//   stage = wall, bokeh, floor, particles (SVG, full resolution: edges and textures); with props
//           behind the product also the light, the haze and those props, in that order
//   (wall and floor textures, in pixel code when nothing else lies over them — texture-pixels.ts)
//   air   = light, haze (when not in the stage), spotlight, beams, vignette (SVG, smooth: drawn
//           small, see render/air.ts)
//   particles (SVG on a transparent canvas, blended over)
//   grain = film grain, overlay-blended (render/air.ts, with the air)
//   (ground rasters: cast shadow, reflection, contact shadow — render/ground.ts)
//   front = props nearer the camera than the product's base (recipes keep them clear of it)
//   (colour grade and light wrap — render/grade.ts, render/light-wrap.ts)
//   (product pixels, composited last as they are)
// Blurs over large areas are blur layers, rendered apart and embedded (render/blur-layers.ts).
import { bokehLayer, hazeLayer, particlesLayer, vignetteLayer } from "./atmosphere";
import { backdropLayer } from "./backdrop";
import { finishSvg } from "./blur-layers";
import type { SceneCtx } from "./context";
import { floorLayer } from "./floor";
import { airLightLayer, lightLayer } from "./lighting";
import { propsLayer } from "./props";
import { SvgDoc } from "./svg";
import type { PixelTexture } from "./texture-pixels";

export interface BackLayers {
  /** SVG of everything with edges or texture behind the product */
  stage: Buffer;
  /** SVG of the smooth light and air laid over the stage; null when there is none */
  air: Buffer | null;
  /** SVG of the particles (dust, confetti, petals) drawn over the air, on a transparent canvas */
  particles: Buffer | null;
  /** wall and floor textures left out of the stage, to be laid on it in pixel code, in order */
  textures: PixelTexture[];
}

const SPLIT = "<!--air-->";

/**
 * Everything behind the product, as two SVGs sharing one document's defs: the stage, and the air
 * over it. Every layer of the air is smooth and blends by normal, screen or multiply, which lets
 * render/air.ts draw them all at a fraction of the resolution (librsvg spends 15-40 ms on each
 * full-canvas blended layer). The particles come last, over the vignette
 * too (before, only the vignette was drawn over them).
 */
export async function backLayers(c: SceneCtx, options: { pixelTextures?: boolean } = {}): Promise<BackLayers> {
  const doc = new SvgDoc(c.W, c.H);
  const props = propsLayer(doc, c, "back");
  const light = lightLayer(doc, c) + hazeLayer(doc, c);
  // The wall's and floor's textures go on in pixel code when nothing but the floor's own shading
  // is drawn over them (no bokeh, no props behind the product, a floor that starts at the
  // horizon rather than sweeping up the wall): laid on the finished stage, they come out as drawn.
  const bokeh = c.recipe.atmosphere.bokeh;
  const textures: PixelTexture[] = [];
  if (options.pixelTextures !== false && !props && !(bokeh && bokeh.count > 0) && !c.recipe.floor.seamless) doc.pixelTextures = textures;
  const backdrop = backdropLayer(doc, c);
  // The floor covers the wall from the horizon down.
  for (const t of textures) t.rect.h = Math.min(t.rect.h, c.hz - t.rect.y);
  const stageLayers = [backdrop, bokehLayer(doc, c), floorLayer(doc, c)];
  doc.pixelTextures = null;
  // Props behind the product keep their place above the room's light and haze (a velvet drape
  // lit by the wall's glow loses its depth): such a scene draws its light at full size.
  const stage = props ? [...stageLayers, light, props] : stageLayers;
  const air = [props ? "" : light, airLightLayer(doc, c), vignetteLayer(doc, c)].join("");
  const specks = particlesLayer(doc, c);
  const svg = (await finishSvg(doc, [stage.join(""), air, specks].join(SPLIT))).toString();
  const [stageBody = "", airBody = "", specksBody = ""] = svg.slice(svg.indexOf("</defs>") + "</defs>".length, -"</svg>".length).split(SPLIT);
  return {
    stage: Buffer.from(doc.toStringUsing(stageBody)),
    air: airBody ? Buffer.from(doc.toStringUsing(airBody)) : null,
    particles: specksBody ? Buffer.from(doc.toStringUsing(specksBody)) : null,
    textures,
  };
}

export function frontLayer(c: SceneCtx): Promise<Buffer> {
  const doc = new SvgDoc(c.W, c.H);
  return finishSvg(doc, propsLayer(doc, c, "front"));
}
