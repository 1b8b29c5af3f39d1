// Everything a layer builder needs to know about the scene being drawn, computed once.
import type { SceneRecipe, ShapeClass } from "../recipe";
import { composeScene } from "./compose";
import { frameOf, horizonY, lightModel, type Frame, type LightModel, type Rect, type Stage } from "./layout";

export interface SceneCtx {
  recipe: SceneRecipe;
  W: number;
  H: number;
  f: Frame;
  /** horizon in pixels */
  hz: number;
  light: LightModel;
  stage: Stage;
  /** pixels per unit of a 512 px frame: noise frequencies and stroke widths scale with it */
  k: number;
  seed: number;
}

/**
 * The scene on one canvas. A framed recipe (or one given a safe area) is composed for this canvas
 * first (render/compose.ts): the layers draw the composed recipe.
 */
export function sceneCtx(recipe0: SceneRecipe, W: number, H: number, shape: ShapeClass = "tall", seed = 1, safeArea?: Rect): SceneCtx {
  const f = frameOf(W, H);
  const { recipe, stage } = composeScene(recipe0, f, shape, seed, safeArea);
  return {
    recipe,
    W,
    H,
    f,
    hz: horizonY(f, recipe),
    light: lightModel(recipe),
    stage,
    k: f.s / 512,
    seed,
  };
}
