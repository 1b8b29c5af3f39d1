/**
 * The language core of both text engines (lib/ai/copy-engine and lib/ai/text-ops): the one tone
 * table, the languages they write and how a language is named or recognised, the text helpers
 * both use, and the brief reader (brief/): the facts of a product brief and the per-language words
 * it reads them with (fact cues, formal and informal address, stopwords), and the language packs
 * (packs/<xx>/: everything a language writes for either engine). A tone or a language is added here
 * once (packs/README.md says how). Browser code imports tones.ts,
 * detect-language.ts and text.ts one by one (a barrel would put all of them in every page's first load).
 */
export { DEFAULT_TONE, isKnownTone, resolveTone, TONE_GROUPS, TONE_MATCH_WEIGHT, TONE_PROFILES, TONES, toneTagMatch } from "./tones";
export type { ToneGroup, ToneKey, ToneName, ToneProfile } from "./tones";
export { LANGUAGE_CODES, type LanguageCode } from "./codes";
export { resolveLanguage } from "./names";
export { languageRefusal, LANGUAGE_NAMES, UnsupportedLanguageError, type LanguageRefusal, type RefusalRequestFields } from "./refusal";
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
  writingOf,
} from "./text";
export { cutAtWord, cutToWords, dropDangling, endWith, lowerFirstWord, normalizeName, spanishMarks, wordCount, wordsIn } from "./words";
export { cutToFit } from "./cut";

// The brief reader: both engines write only from the facts it reads.
export { parseBrief, type Brief, type BriefInput, type Fact, type Goal } from "./brief/brief";
export { numberPhrases, numberPhrasesOf, type NumberPhrase } from "./brief/brief-numbers";
export { DAY_GOES_ON, isListTail, OPENS_ON_WHAT_CAME_BEFORE, TAIL_AND, WEEKDAY } from "./brief/brief-split";
export { germanCtaLowers, germanFragmentStart, germanNounsCapitalised, germanNounsOf, isKnownVerb, type FactForm } from "./brief/fact-form";
export { FACT_TYPES, type FactType } from "./brief/fact-type";
export { kindAllows, productKindOf, toneTagsOf, type ProductKind } from "./brief/product-kind";
export { STOPWORDS } from "./brief/stopwords";
export { gluedUnitsOf, writtenOut } from "./brief/shorthand";
export { typosOf, vocabularyOf, type Typo, type Vocabulary } from "./brief/typos";
export { COMMON_WORDS } from "./brief/common-words";
export { READING_PACKS, type FactCues, type ReadingPack } from "./brief/reading-packs";
export {
  addressOf,
  formalFor,
  isPluralAudience,
  patternTalksToGroup,
  singularYouToGroup,
  swapAddress,
  withoutPhrases,
  wrongAddressWords,
  type Address,
} from "./brief/address";

// The language packs: everything each language writes for both engines, one folder per language (packs/<xx>/).
export {
  FAMILIES,
  LANGUAGE_IDENTITIES,
  LANGUAGE_PACKS,
  MOVES,
  perLanguage,
  PRODUCT_SIGNALS,
  STRATEGY_IDS,
  type CopyEngineChecks,
  type CopyEnginePack,
  type CopyEngineWords,
  type CopyPack,
  type CtaEntry,
  type CtaGoal,
  type Entry,
  type Family,
  type KindWithCtas,
  type LanguageIdentity,
  type WritingRules,
  type LanguagePack,
  type MoveId,
  type PatternEntry,
  type ProductSignal,
  type ShortToneWords,
  type StrategyId,
  type StrategyTexts,
  type TextOpsSignals,
  type TextOpsWords,
  type ToneLexicon,
  type ToneLine,
  type ToneLines,
  type ToneWords,
} from "./packs";

// The claim guard: what a text claims that its brief does not license (both engines check their lines).
export { CLAIM_CATEGORIES, findClaims, isRegulatedBrief, licenseOf, unlicensedClaims, type ClaimCategory, type ClaimFinding, type ClaimLicense } from "./claims";
