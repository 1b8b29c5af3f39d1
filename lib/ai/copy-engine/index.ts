/**
 * The built-in copy engine: writes ad texts for all 36 AdTextTypes from a parsed product brief,
 * deterministically (no network, no model). See README.md. Tones, language names and detection,
 * the text helpers and the brief reader are the language core's (lib/ai/language), shared with lib/ai/text-ops.
 */
export { generateAdTexts, type AdTextRequest, type GeneratedAdText } from "./generate";
export { scoreAdText, type AdTextScore, type ScoreFeature, type ScoreRequest } from "./score";
export { checkLimits, fitToLimits, type LimitCheck, type SlotMeasure } from "./limits";
export { AD_TEXT_TYPES, adTextType, type AdTextTypeInfo, type AdTextTypeRules, type LimitedPart } from "./types";
export { openingOf } from "./openings";
export { parseCustomRequest, type CustomInstructions } from "./custom-request";
export { adTextWarnings, type AdTextWarning, type AdTextWarningCode } from "./warnings";
export { modelTextProblems } from "./model-guard";
