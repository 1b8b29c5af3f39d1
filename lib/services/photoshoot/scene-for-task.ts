import { findPreset, framed, framingFor, readPrompt, retakeFraming, styleReferenced, topViewRecipe, type SceneRecipe } from "@/lib/ai/scene";
import type { ProductAnalysis, PromptObject } from "@/lib/db/schema/photoshoot";

export interface TaskScene {
  recipe: SceneRecipe;
  /** the scene in words for renderers that read text */
  prompt: string;
  /** words of a custom prompt the built-in renderer cannot draw (reported, never swapped for a preset) */
  notDrawn: string[];
}

/**
 * The scene of one task. A preset is its recipe, blended with the product's colours when the
 * client asks for the style reference (the default); a custom prompt is read into the recipe
 * space and keeps the colours it names — a user who writes "pink podium" wants pink. The task's
 * position in the photoshoot picks its framing (compositions.ts), so six tasks are six
 * compositions, a cycled prompt included; a product photographed flat is seen from above. A redo of
 * the slot (`take` 1, 2, …) moves that framing, so it is another picture of the same scene.
 */
export function sceneForTask(
  promptObject: PromptObject,
  options: { productName: string | null; analysis: ProductAnalysis; useStyleReference: boolean; position?: number; take?: number },
): TaskScene {
  const name = options.productName?.trim() || "the product";
  const flatLay = options.analysis.look?.pose === "flatLay";
  const frame = (recipe: SceneRecipe) => framed(flatLay ? topViewRecipe(recipe) : recipe, retakeFraming(framingFor(options.position ?? 0, flatLay), options.take ?? 0));
  if (promptObject.tag === "preset") {
    const preset = findPreset(promptObject.preset);
    if (!preset) throw new Error(`unknown preset ${promptObject.preset}`);
    const recipe = options.useStyleReference ? styleReferenced(preset.recipe, options.analysis.dominantColors) : preset.recipe;
    return { recipe: frame(recipe), prompt: `${name} ${preset.promptText}`, notDrawn: [] };
  }
  const prompt = promptObject.prompt;
  const read = readPrompt(prompt);
  return { recipe: frame(read.recipe), prompt: prompt.toLowerCase().includes(name.toLowerCase()) ? prompt : `${name}, ${prompt}`, notDrawn: read.notDrawn };
}
