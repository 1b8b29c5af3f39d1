/**
 * The built-in writers of the text operations (AdStrategies, AdCopies, ChangeSentiment):
 * deterministic for a seed, no network, eight languages, 15 tones. See README.md.
 */
export { suggestStrategies, strategyLanguage, CATALOG, STRATEGY_IDS, STRATEGY_TEXTS, type Family, type StrategyId } from "./strategies";
export { writeAdCopies, familyOf, COPY_PACKS } from "./copy";
export { rewriteHeadline } from "./rewrite";
export { resolveTone, TONE_STYLES } from "./tone";
export { ICON_CHOICES } from "./icons";
export * from "./types";

// Used by other engines and services (eslint.config.mjs keeps the rest of the engine private).
export type { AdCopies, AdCopiesRequest, AdStrategiesRequest, AdStrategy, RewriteRequest } from "./types";
export { DEFAULT_TONE } from "./tone";
export { figuresLeftOut } from "./rewrite";
