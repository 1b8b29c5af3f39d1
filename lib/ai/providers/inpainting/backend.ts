import "server-only";
import type { CreativeSize } from "@/lib/ai/scene-renderer";

/**
 * What one generative back end does: given the composed scene (the product already in place) and a
 * mask of what to repaint, one generation. The shared renderer (generative-renderer.ts) decides the
 * size, builds scene and mask, and derives every canvas from the one result.
 */
export interface GenerationJob {
  /** the built-in's composition of the scene around the product, opaque PNG at `size` */
  scenePng: Buffer;
  /** 8-bit grey PNG at `size`: 255 = repaint, 0 = keep (the product), feathered in between */
  maskPng: Buffer;
  size: CreativeSize;
  prompt: string;
  negativePrompt: string;
  seed: number;
  /** stay close to the composed scene's style (UseSameStyleReferenceImage) rather than reinterpret it */
  styleReference: boolean;
}

export interface InpaintingBackend {
  /** "automatic1111", "comfyui", "openai-images" */
  readonly name: string;
  /** the size of the one generation for a task whose primary canvas is `primary` */
  generationSize(primary: CreativeSize): CreativeSize;
  /** the generated image (any size; it is fitted to `job.size`) */
  generate(job: GenerationJob): Promise<Buffer>;
}

/**
 * A size of about `side`² pixels (the area the model was trained at: 1024 for SDXL, 512–768 for
 * SD 1.5) with the primary canvas's aspect (kept within 1:3 … 3:1, SDXL's widest buckets), each
 * side a multiple of 64 (the latent grid of every SD model).
 */
export function diffusionSize(primary: CreativeSize, side: number): CreativeSize {
  const aspect = Math.min(3, Math.max(1 / 3, primary.width / primary.height));
  const round64 = (n: number) => Math.max(64, Math.round(n / 64) * 64);
  return { width: round64(side * Math.sqrt(aspect)), height: round64(side / Math.sqrt(aspect)) };
}
