/**
 * The language core of both text engines (lib/ai/copy-engine and lib/ai/text-ops): the one tone
 * table, the languages they write and how a language is named or recognised, and the text helpers
 * both use. A tone or a language is added here once. Browser code imports tones.ts,
 * detect-language.ts and text.ts one by one (a barrel would put all of them in every page's first load).
 */
export { DEFAULT_TONE, isKnownTone, resolveTone, TONE_GROUPS, TONE_MATCH_WEIGHT, TONE_PROFILES, TONES, toneTagMatch } from "./tones";
export type { ToneGroup, ToneKey, ToneName, ToneProfile } from "./tones";
export { LANGUAGE_CODES, type LanguageCode } from "./codes";
export { resolveLanguage } from "./names";
export { detectLanguage, foreignLanguageOf } from "./detect-language";
export {
  codePointLength,
  countEmoji,
  escapeRegExp,
  frenchSpacing,
  hasCjk,
  hasEmoji,
  insideQuotes,
  lowerFirst,
  normWords,
  quoteMarks,
  sentencesOf,
  stripEmoji,
  tidy,
  upperFirst,
  wordsOf,
} from "./text";
export { cutAtWord, cutToWords, dropDangling, endWith, lowerFirstWord, normalizeName, spanishMarks, wordCount, wordsIn } from "./words";
