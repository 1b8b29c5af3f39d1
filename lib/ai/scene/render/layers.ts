// The scene as layers, composited in this order by render-scene.ts:
//   stage = wall, bokeh, floor and the props behind the product (SVG, full resolution: edges)
//   (wall and floor textures, in pixel code, kept off the props by their alpha — texture-pixels.ts)
//   under-light = with props behind the product, the light and haze, drawn small like the air
//           and kept off those props by their alpha
//   air   = light and haze (without such props), spotlight, beams, vignette (SVG, smooth: drawn
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
  /**
   * With props behind the product: the room's light and haze, left out of the stage to be laid
   * on like the air but kept off the props (their alpha in `props`), and the props alone on a
   * transparent canvas. Null without such props.
   */
  underLight: Buffer | null;
  props: Buffer | null;
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
  // and the props behind the product (whose alpha keeps the texture off them) is drawn over them:
  // no bokeh, a floor that starts at the horizon. (A floor sweeping up the wall would have to
  // fade the wall's texture over its band; librsvg's overlay over a whole canvas-high wall was no
  // dearer than pixel code there.)
  const bokeh = c.recipe.atmosphere.bokeh;
  const textures: PixelTexture[] = [];
  if (options.pixelTextures !== false && !(bokeh && bokeh.count > 0) && !c.recipe.floor.seamless) doc.pixelTextures = textures;
  const backdrop = backdropLayer(doc, c);
  // The floor covers the wall from the horizon down.
  for (const t of textures) t.rect.h = Math.min(t.rect.h, c.hz - t.rect.y);
  const stageLayers = [backdrop, bokehLayer(doc, c), floorLayer(doc, c)];
  doc.pixelTextures = null;
  // Props behind the product keep their place above the room's light and haze (a velvet drape
  // lit by the wall's glow loses its depth): the light is drawn small like the air and laid on
  // the stage where the props' alpha lets it (librsvg spent ~50 ms drawing it at full size).
  const stage = props ? [...stageLayers, props] : stageLayers;
  const air = [props ? "" : light, airLightLayer(doc, c), vignetteLayer(doc, c)].join("");
  const specks = particlesLayer(doc, c);
  const parts = [stage.join(""), air, specks, props ? light : "", props];
  const svg = (await finishSvg(doc, parts.join(SPLIT))).toString();
  const bodies = svg.slice(svg.indexOf("</defs>") + "</defs>".length, -"</svg>".length).split(SPLIT);
  const [stageBody = "", airBody = "", specksBody = "", lightBody = "", propsBody = ""] = bodies;
  const doc2 = (body: string) => (body ? Buffer.from(doc.toStringUsing(body)) : null);
  return {
    stage: Buffer.from(doc.toStringUsing(stageBody)),
    air: doc2(airBody),
    particles: doc2(specksBody),
    textures,
    underLight: doc2(lightBody),
    // Only the props' alpha is read: blend modes do not change it, and cost librsvg a layer each.
    props: doc2(propsBody.replace(/ style="mix-blend-mode:[a-z-]+"/g, "")),
  };
}

export function frontLayer(c: SceneCtx): Promise<Buffer> {
  const doc = new SvgDoc(c.W, c.H);
  return finishSvg(doc, propsLayer(doc, c, "front"));
}
