/**
 * The built-in writers of the text operations (AdStrategies, AdCopies, ChangeSentiment):
 * deterministic for a seed, no network, eight languages, 15 tones. See README.md.
 */
export { suggestStrategies, strategyLanguage, CATALOG, STRATEGY_IDS, STRATEGY_TEXTS, type Family, type StrategyId } from "./strategies";
export { writeAdCopies, familyOf, COPY_PACKS } from "./copy";
export { rewriteHeadline } from "./rewrite";
export { resolveTone, TONE_STYLES } from "./tone";
export { detectLanguage } from "./language";
export { ICON_CHOICES } from "./icons";
export { codePoints, wordCount, wordsIn, cutAtWord, cutToWords, normalizeName } from "./text";
export * from "./types";
