import type { SceneRecipe, ShapeClass } from "./scene";

/**
 * What a photoshoot task asks of a renderer. Two implementations, chosen in lib/ai/providers.ts
 * from the settings: the built-in procedural compositor (default, no network) and a generative
 * back end (Automatic1111, ComfyUI or an OpenAI-compatible image edit API).
 */
export interface CreativeSize {
  width: number;
  height: number;
  /** the part of the canvas a platform never covers or cuts (the contract's 1674×628 keeps its 1200×628 middle); default all of it */
  safeArea?: { left: number; top: number; width: number; height: number };
}

export interface CreativeRequest {
  /** the scene: a preset's recipe, or one read from a custom prompt (already style-referenced) */
  recipe: SceneRecipe;
  /** the scene in words, for renderers that read text: "<product name> <preset prompt or custom prompt>" */
  prompt: string;
  /** the background-removed product: PNG with alpha */
  cutoutPng: Buffer;
  shapeClass: ShapeClass;
  /** the canvases to render: the task's primary image first, then each further renderKind size */
  sizes: CreativeSize[];
  /** same seed, same picture: a retried task renders the same image */
  seed: number;
  /** UseSameStyleReferenceImage: a generative renderer stays close to the composed preset scene */
  styleReference?: boolean;
}

/** Where the product's pixels landed on one canvas. */
export interface ProductBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RenderedCreative extends CreativeSize {
  png: Buffer;
  productBox: ProductBox;
}

export interface SceneRenderer {
  readonly name: string;
  /**
   * One PNG per requested size, in the same order. Whatever the method, the product's own pixels
   * (the cutout scaled to `productBox`) are composited last, unchanged.
   */
  render(request: CreativeRequest): Promise<RenderedCreative[]>;
}
