import "server-only";
// The scene renderer: recipe → SVG layers → one PNG, with an optional product composited last.
// The product's pixels are composited as they are; only its surroundings (shadows, reflection,
// light wrap, colour grade) are drawn by the scene.
import type { OverlayOptions } from "sharp";
import type { SceneRecipe, ShapeClass } from "./recipe";
import { sceneCtx } from "./render/context";
import type { Rect } from "./render/layout";
import { productLightSide } from "./render/product-light";
import { placeholderCutout, prepareCutout, trimmedCutout, type PreparedCutout, type ProductCutoutInput } from "./render/cutout";
import { blendInto } from "./render/blend";
import { backLayers } from "./render/layers";
import { surroundingsOf } from "./render/surroundings-job";
import { lightWrapOverlay } from "./render/light-wrap";
import { rimLightOverlay } from "./render/rim-light";
import { pixelThreads } from "./render/pixel-threads";

export type { ProductCutoutInput } from "./render/cutout";

export interface RenderSize {
  width: number;
  height: number;
  /** the part of the canvas the product must stay inside (a margin is kept within it); default the whole canvas */
  safeArea?: Rect;
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
  return (await renderScenePlaced(recipe, size, options)).png;
}

export interface PlacedScene {
  png: Buffer;
  /** where the product's pixels went; null when the scene has no product */
  productBox: { left: number; top: number; width: number; height: number } | null;
}

/** The scene and where its product landed (a creative records it; a remote renderer masks it). */
export async function renderScenePlaced(recipe: SceneRecipe, size: RenderSize, options: RenderSceneOptions = {}): Promise<PlacedScene> {
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  if (!(width >= 16 && height >= 16 && width <= MAX_SIDE && height <= MAX_SIDE)) {
    throw new RangeError(`scene size must be 16..${MAX_SIDE} px per side, got ${size.width}x${size.height}`);
  }
  const shape = options.product?.shapeClass ?? options.placeholder ?? "tall";
  const c = sceneCtx(await litFromProduct(recipe, options.product), width, height, shape, options.seed ?? 1, size.safeArea);
  // The cutout is decoded and resized (by sharp, off this thread) while the layers are built.
  const placing: Promise<PreparedCutout | null> = options.product
    ? prepareCutout(options.product, c.stage)
    : options.placeholder
      ? placeholderCutout(options.placeholder, c.stage, -c.light.dirX, c.light.tint)
      : Promise.resolve(null);
  const [back, cutout] = await Promise.all([backLayers(c), placing]);
  // The surroundings are finished (textured, lit, shadowed, graded) before the light wrap and
  // the product: on the pixel threads, a band of rows each.
  const { stage, job } = await surroundingsOf(c, back, cutout);
  const scene = await pixelThreads().finish(stage, job);
  if (cutout) {
    const wrap = lightWrapOverlay(c, cutout, { data: scene, width, height });
    if (wrap) blendInto(scene, width, height, wrap);
    const rim = rimLightOverlay(c, cutout, { width, height });
    if (rim) blendInto(scene, width, height, rim);
    // The product goes last: nothing the scene draws may cover or alter its pixels (an opaque
    // pixel is copied as it is; blendInto crops the box to the canvas).
    blendInto(scene, width, height, { data: cutout.rgba, width: cutout.width, height: cutout.height, left: cutout.left, top: cutout.top, blend: "over" });
  }
  // The scene is opaque: written as RGB, on the pixel threads (png-bands.ts says how).
  const png = await pixelThreads().encodePng(scene, width, height);
  return { png, productBox: cutout ? { left: cutout.left, top: cutout.top, width: cutout.width, height: cutout.height } : null };
}

/**
 * The recipe with its key light on the side the product was lit from when photographed (a framed
 * recipe only: presets' previews keep their light). The product's shading cannot change, so the
 * scene agrees with it: highlights and cast shadow fall the way the product says.
 */
async function litFromProduct(recipe: SceneRecipe, product?: ProductCutoutInput): Promise<SceneRecipe> {
  if (!product || !recipe.framing) return recipe;
  const trimmed = await trimmedCutout(product);
  const side = productLightSide(trimmed.data, trimmed.width, trimmed.height);
  if (side === 0) return recipe;
  const az = Math.abs(recipe.light.azimuth) || 35;
  // The framing mirrors the light itself (compose.ts): pre-mirror it so the result lands on `side`.
  const wanted = side * az * (recipe.framing.mirrorLight ? -1 : 1);
  return wanted === recipe.light.azimuth ? recipe : { ...recipe, light: { ...recipe.light, azimuth: wanted } };
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

export interface PlacedProduct {
  /** the placed cutout at full size: `rgba` covers the whole box, which may reach past the canvas */
  cutout: PreparedCutout;
  /** the layer renderScenePlaced composites last: the cutout cropped to the canvas */
  overlay: OverlayOptions;
}

/**
 * The product's pixels exactly as renderScenePlaced places them on a canvas of `size` (same stage,
 * same resize, same crop), without the scene: a renderer that repaints the scene puts them back on top.
 */
export async function placeProduct(recipe: SceneRecipe, size: RenderSize, product: ProductCutoutInput, seed = 1): Promise<PlacedProduct> {
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const c = sceneCtx(await litFromProduct(recipe, product), width, height, product.shapeClass ?? "tall", seed, size.safeArea);
  const cutout = await prepareCutout(product, c.stage);
  return { cutout, overlay: productOverlay(cutout, width, height) };
}
