import "server-only";
import sharp from "sharp";
import { placeProduct, renderScenePlaced } from "@/lib/ai/scene";
import { trimmedCutout } from "@/lib/ai/scene";
import type { CreativeRequest, RenderedCreative, SceneRenderer } from "@/lib/ai/scene-renderer";
import type { InpaintingBackend } from "./backend";
import { InpaintingError } from "./http";
import { inpaintingMask } from "./mask";
import { reframe } from "./reframe";

/** the mask's feather (Gaussian sigma, px at the generation size) */
const FEATHER_PX = 3;
const PROMPT_SUFFIX = "professional product photograph, photorealistic, natural light, high detail";
export const NEGATIVE_PROMPT =
  "text, watermark, logo, lettering, signature, lowres, blurry, jpeg artifacts, deformed, distorted, duplicate product, extra objects, people, hands, cartoon, illustration";

/**
 * A generative back end as the scene renderer. Per task, ONE generation: the built-in composes the
 * scene around the product at the back end's size (the primary canvas's aspect, the model's native
 * area), the model repaints everything but the product (the mask), and every requested canvas is
 * cut from that one picture (reframe.ts) with the product's own pixels composited last, unchanged.
 * The composed scene is the style reference: it is the preset's look (what its preview shows)
 * around this product, and the model starts from it.
 */
export function createGenerativeRenderer(backend: InpaintingBackend): SceneRenderer {
  return {
    name: backend.name,
    async render(request: CreativeRequest): Promise<RenderedCreative[]> {
      const primary = request.sizes[0];
      if (!primary) return [];
      const size = backend.generationSize(primary);
      const product = { image: request.cutoutPng, shapeClass: request.shapeClass };
      const [composed, pixels, trimmed] = await Promise.all([
        renderScenePlaced(request.recipe, size, { product, seed: request.seed }),
        placeProduct(request.recipe, size, product, request.seed),
        trimmedCutout(product),
      ]);
      const box = composed.productBox;
      if (!box) throw new Error("the scene renderer placed no product");
      const { cutout } = pixels;
      if (box.left !== cutout.left || box.top !== cutout.top || box.width !== cutout.width || box.height !== cutout.height) {
        throw new Error("the product's placement differs between the scene and its pixels");
      }
      const generated = await backend.generate({
        scenePng: composed.png,
        maskPng: await inpaintingMask(cutout, size.width, size.height, FEATHER_PX),
        size,
        prompt: `${request.prompt.trim()}, ${PROMPT_SUFFIX}`,
        negativePrompt: NEGATIVE_PROMPT,
        seed: request.seed >>> 0,
        styleReference: request.styleReference ?? false,
      });
      let scene: Buffer;
      try {
        // Back to the generation size (a server may round it), opaque.
        scene = await sharp(generated).resize(size.width, size.height, { fit: "fill" }).removeAlpha().toColourspace("srgb").raw().toBuffer();
      } catch {
        throw new InpaintingError(`The ${backend.name} back end answered with an image that does not decode`);
      }
      const raster = { data: scene, width: size.width, height: size.height };
      return Promise.all(request.sizes.map((canvas) => reframe(raster, box, canvas, trimmed)));
    },
  };
}
