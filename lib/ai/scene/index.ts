// The scene engine's one door: what services and the other engines may use (presets, prompt
// reading, recommendations, colour, rendering). Everything else under lib/ai/scene is private to it
// (eslint.config.mjs enforces this; docs/architecture.md draws the doors).
import "server-only";

export { placeProduct, renderScenePlaced } from "./render-scene";
export { trimmedCutout } from "./render/cutout";
export type { PreparedCutout } from "./render/cutout";
export { findPreset, presetKeysResponse } from "./presets";
export { hexToLab, labToRgb, rgbToLab } from "./color";
export type { Lab } from "./color";
export { UnknownPresetError, renderPresetPreview } from "./preview";
export { recommendPresetIds, recommendPrompts } from "./recommend";
export { colorName } from "./color-names";
export { framed, framingFor, retakeFraming } from "./compositions";
export { readPrompt } from "./prompt-recipe";
export type { SceneRecipe, ShapeClass } from "./recipe";
export { styleReferenced } from "./style-reference";
export { topViewRecipe } from "./top-view";
