/**
 * The words the copy engine writes in a language (its language pack and tone lines, and the units of
 * time it reads in a figure) and the trade words customers type (COMMON_WORDS), as the
 * vocabulary a brief's typing slips are measured against (typosOf in lib/ai/language): built once
 * per language, on first use.
 */
import { COMMON_WORDS, typosOf, type Typo, type Vocabulary, vocabularyOf } from "@/lib/ai/language";
import { BARE_QUANTITY } from "./facts";
import { LANGUAGE_PACKS, type LanguageCode } from "./languages";

const VOCABULARIES = new Map<string, Vocabulary>();

export function engineVocabulary(language: LanguageCode): Vocabulary {
  let vocabulary = VOCABULARIES.get(language);
  if (!vocabulary) {
    const words = `${JSON.stringify(LANGUAGE_PACKS[language])} ${BARE_QUANTITY.source}`.toLocaleLowerCase(language).match(/\p{L}+/gu) ?? [];
    vocabulary = vocabularyOf([...words, ...(COMMON_WORDS[language] ?? [])], language);
    VOCABULARIES.set(language, vocabulary);
  }
  return vocabulary;
}

const TYPO_CACHE = new Map<string, Typo[]>();
const TYPO_CACHE_SIZE = 64;

/** The brief's typing slips, in its description, audience and CTA, for the copy engine's language (cached: one call writes, scores and warns of one brief). */
export function briefTypos(brief: { productName: string; productDescription: string; targetAudience?: string; cta?: string }, language: LanguageCode): Typo[] {
  const text = [brief.productDescription, brief.targetAudience, brief.cta].filter(Boolean).join("\n");
  const key = `${language}\u0000${brief.productName}\u0000${text}`;
  let typos = TYPO_CACHE.get(key);
  if (!typos) {
    typos = typosOf(text, language, engineVocabulary(language), brief.productName);
    if (TYPO_CACHE.size >= TYPO_CACHE_SIZE) TYPO_CACHE.delete(TYPO_CACHE.keys().next().value as string);
    TYPO_CACHE.set(key, typos);
  }
  return typos;
}
