import { findPreset } from "@/lib/ai/scene/presets";
import { recipeFromPrompt } from "@/lib/ai/scene/prompt-recipe";
import type { SceneRecipe } from "@/lib/ai/scene/recipe";
import { styleReferenced } from "@/lib/ai/scene/style-reference";
import type { ProductAnalysis, PromptObject } from "@/lib/db/schema/photoshoot";

export interface TaskScene {
  recipe: SceneRecipe;
  /** the scene in words for renderers that read text */
  prompt: string;
}

/**
 * The scene of one task. A preset is its recipe, blended with the product's colours when the
 * client asks for the style reference (the default); a custom prompt is read into the recipe
 * space and keeps the colours it names — a user who writes "pink podium" wants pink.
 */
export function sceneForTask(promptObject: PromptObject, options: { productName: string | null; analysis: ProductAnalysis; useStyleReference: boolean }): TaskScene {
  const name = options.productName?.trim() || "the product";
  if (promptObject.tag === "preset") {
    const preset = findPreset(promptObject.preset);
    if (!preset) throw new Error(`unknown preset ${promptObject.preset}`);
    const recipe = options.useStyleReference ? styleReferenced(preset.recipe, options.analysis.dominantColors) : preset.recipe;
    return { recipe, prompt: `${name} ${preset.promptText}` };
  }
  const prompt = promptObject.prompt;
  return { recipe: recipeFromPrompt(prompt), prompt: prompt.toLowerCase().includes(name.toLowerCase()) ? prompt : `${name}, ${prompt}` };
}
