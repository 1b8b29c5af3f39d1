/**
 * The built-in copy engine: writes ad texts for all 36 AdTextTypes from a parsed product brief,
 * deterministically (no network, no model). See README.md.
 */
export { generateAdTexts, UnsupportedLanguageError, type AdTextRequest, type GeneratedAdText } from "./generate";
export { scoreAdText, type AdTextScore, type ScoreFeature, type ScoreRequest } from "./score";
export { checkLimits, fitToLimits, type LimitCheck, type SlotMeasure } from "./limits";
export { resolveLanguage, LANGUAGE_CODES, type LanguageCode } from "./languages";
export { AD_TEXT_TYPES, adTextType, type AdTextTypeInfo, type AdTextTypeRules, type LimitedPart } from "./types";
export { DEFAULT_TONE, resolveTone, TONES, type ToneName } from "./tones";
export { openingOf } from "./openings";
export { parseCustomRequest, type CustomInstructions } from "./custom-request";
export { adTextWarnings, type AdTextWarning, type AdTextWarningCode } from "./warnings";
export { languageRefusal, LANGUAGE_NAMES, type LanguageRefusal, type RefusalRequestFields } from "./language-refusal";
export { licenseOf, unlicensedClaims, findClaims, type ClaimFinding, type ClaimLicense } from "./claims";
export { modelTextProblems } from "./model-guard";

// Used by other engines and services (eslint.config.mjs keeps the rest of the engine private).
export { escapeRegExp, frenchSpacing, tidy, upperFirst } from "./text";
export { detectLanguage } from "./detect-language";
export { parseBrief } from "./brief";
export { kindAllows, productKindOf } from "./product-kind";
export type { ProductKind } from "./product-kind";
