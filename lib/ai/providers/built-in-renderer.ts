import "server-only";
import { renderScenePlaced } from "@/lib/ai/scene";
import type { CreativeRequest, RenderedCreative, SceneRenderer } from "@/lib/ai/scene-renderer";

/**
 * The embedded renderer: the procedural scene compositor (sharp + SVG layers) around the real
 * cutout. Each size is composed anew from the same recipe and seed, so a 1080×1920 story and a
 * 728×90 leaderboard are the same scene recomposed, not crops of one picture.
 */
export const builtInSceneRenderer: SceneRenderer = {
  name: "built-in",
  async render(request: CreativeRequest): Promise<RenderedCreative[]> {
    return Promise.all(
      request.sizes.map(async (size) => {
        const placed = await renderScenePlaced(request.recipe, size, {
          product: { image: request.cutoutPng, shapeClass: request.shapeClass },
          seed: request.seed,
        });
        if (!placed.productBox) throw new Error("the scene renderer placed no product");
        return { ...size, png: placed.png, productBox: placed.productBox };
      }),
    );
  },
};
