/**
 * The language packs: one folder per language (packs/<xx>/) holding everything that language
 * writes for both text engines, and the one registry of them. How to add a language: README.md
 * beside this file. The engines read the packs through the core's door (lib/ai/language/index.ts).
 */
import type { LanguageCode } from "../codes";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import type { LanguagePack } from "./language-pack";
import { nl } from "./nl";
import { pt } from "./pt";
import { tr } from "./tr";

export const LANGUAGE_PACKS: Readonly<Record<LanguageCode, LanguagePack>> = { en, de, fr, es, it, pt, nl, tr };

/** One part of every language's pack, by language: an engine's table of that part. */
export function perLanguage<T>(part: (pack: LanguagePack) => T): Readonly<Record<LanguageCode, T>> {
  return Object.fromEntries(Object.values(LANGUAGE_PACKS).map((pack) => [pack.code, part(pack)])) as Record<LanguageCode, T>;
}

export type { LanguagePack } from "./language-pack";
export type { CopyEnginePack, CopyEngineWords, PatternEntry, ToneLexicon, ToneLine, ToneLines } from "./copy-engine-types";
export type { CopyPack, CtaEntry, Entry, KindWithCtas, ShortToneWords, StrategyTexts, TextOpsSignals, TextOpsWords, ToneWords } from "./text-ops-types";
export type { CopyEngineChecks } from "./copy-engine-checks-types";
export type { LanguageIdentity, WritingRules } from "./language-types";
export { LANGUAGE_IDENTITIES } from "./identities";
export { FAMILIES, MOVES, PRODUCT_SIGNALS, STRATEGY_IDS, type CtaGoal, type Family, type MoveId, type ProductSignal, type StrategyId } from "./keys";
