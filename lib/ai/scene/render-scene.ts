import "server-only";
// The scene renderer: recipe → SVG layers → one PNG, with an optional product slotted between the
// back and front layers. The product's pixels are composited as they are; only its surroundings
// (shadows, reflection) are drawn by the scene.
import sharp, { type OverlayOptions } from "sharp";
import type { SceneRecipe, ShapeClass } from "./recipe";
import { sceneCtx } from "./render/context";
import { placeholderCutout, prepareCutout, type PreparedCutout, type ProductCutoutInput } from "./render/cutout";
import { groundOverlays } from "./render/ground";
import { backLayer, frontLayer, grainOnly } from "./render/layers";

export type { ProductCutoutInput } from "./render/cutout";

export interface RenderSize {
  width: number;
  height: number;
}

export interface RenderSceneOptions {
  /** a real product cutout to place on the stage */
  product?: ProductCutoutInput;
  /** draw the neutral stand-in product (previews) when no product is given */
  placeholder?: ShapeClass;
  /** varies the random details (bokeh, bricks, particles); same seed, same image */
  seed?: number;
}

const MAX_SIDE = 4096;

export async function renderScene(recipe: SceneRecipe, size: RenderSize, options: RenderSceneOptions = {}): Promise<Buffer> {
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  if (!(width >= 16 && height >= 16 && width <= MAX_SIDE && height <= MAX_SIDE)) {
    throw new RangeError(`scene size must be 16..${MAX_SIDE} px per side, got ${size.width}x${size.height}`);
  }
  const shape = options.product?.shapeClass ?? options.placeholder ?? "tall";
  const c = sceneCtx(recipe, width, height, shape, options.seed ?? 1);
  let cutout: PreparedCutout | null = null;
  if (options.product) cutout = await prepareCutout(options.product, c.stage);
  else if (options.placeholder) cutout = await placeholderCutout(options.placeholder, c.stage, -c.light.dirX, c.light.tint);

  const layers: OverlayOptions[] = [];
  if (cutout) layers.push(...(await groundOverlays(c, cutout)));
  const grain = grainOnly(c);
  if (grain) layers.push({ input: Buffer.from(grain), blend: "overlay" });
  if (cutout) layers.push(productOverlay(cutout, width, height));
  if (c.recipe.props.length) layers.push({ input: Buffer.from(frontLayer(c)) });
  return sharp(Buffer.from(backLayer(c)))
    .composite(layers)
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The product's pixels as they are, cropped only where they would leave the canvas. */
function productOverlay(cut: PreparedCutout, W: number, H: number): OverlayOptions {
  const x0 = Math.max(0, cut.left);
  const y0 = Math.max(0, cut.top);
  const width = Math.min(W, cut.left + cut.width) - x0;
  const height = Math.min(H, cut.top + cut.height) - y0;
  const data = Buffer.alloc(Math.max(0, width) * Math.max(0, height) * 4);
  for (let y = 0; y < height; y += 1) {
    const src = ((y + y0 - cut.top) * cut.width + (x0 - cut.left)) * 4;
    data.set(cut.rgba.subarray(src, src + width * 4), y * width * 4);
  }
  return { input: data, raw: { width: Math.max(1, width), height: Math.max(1, height), channels: 4 }, left: x0, top: y0 };
}
