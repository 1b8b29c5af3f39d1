// Everything a layer builder needs to know about the scene being drawn, computed once.
import type { SceneRecipe, ShapeClass } from "../recipe";
import { frameOf, horizonY, lightModel, stageOf, type Frame, type LightModel, type Stage } from "./layout";

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

export function sceneCtx(recipe: SceneRecipe, W: number, H: number, shape: ShapeClass = "tall", seed = 1): SceneCtx {
  const f = frameOf(W, H);
  return {
    recipe,
    W,
    H,
    f,
    hz: horizonY(f, recipe),
    light: lightModel(recipe),
    stage: stageOf(f, recipe, shape),
    k: f.s / 512,
    seed,
  };
}
