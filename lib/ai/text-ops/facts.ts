import { codePointLength, type LanguageCode, parseBrief, wordCount, writingOf } from "@/lib/ai/language";

/**
 * The facts every operation writes from, read by the language core's brief reader: the product
 * name (a proper noun that never takes an article), description phrases with their grammar, the
 * audience. Nothing an operation writes about the product comes from anywhere else.
 */
export interface Fact {
  text: string;
  /** Cut at a clause boundary for tight spots; null when there is none. */
  short: string | null;
  /** English grammar of the phrase (verb, noun, participle, clause, instruction); "other" elsewhere. */
  form: string;
}

export interface Facts {
  name: string;
  /** What the product is ("a self-heating mug"), English only. */
  descriptor: string | null;
  /** Benefits first, then features. */
  facts: Fact[];
  audience: string | null;
  numbers: string[];
  keywords: string[];
}

// Phrases longer than this read as a paragraph inside a headline.
const MAX_FACT_WORDS = 16;

export function readFacts(input: { productName: string; productDescription: string; targetAudience?: string; cta?: string }, language: LanguageCode): Facts {
  const brief = parseBrief(
    { productName: input.productName, productDescription: input.productDescription, targetAudience: input.targetAudience, cta: input.cta },
    language,
  );
  // Outside English the parser cannot tell whether a cut keeps the claim ("se carga" does not): demand more of it.
  const minShort = writingOf(language).shortFactMinWords;
  const facts = [...brief.benefits, ...brief.features]
    .map((f) => ({ text: f.text.replace(/[.!?;:,]+$/u, ""), short: f.short && wordCount(f.short) >= minShort ? f.short : null, form: f.form }))
    .filter((f) => wordCount(f.text) <= MAX_FACT_WORDS || (f.short !== null && wordCount(f.short) <= MAX_FACT_WORDS));
  return {
    name: brief.name,
    descriptor: brief.descriptor && wordCount(brief.descriptor) <= 6 ? brief.descriptor : null,
    facts,
    audience: brief.audience && codePointLength(brief.audience) <= 80 ? brief.audience.replace(/[.!?]+$/u, "") : null,
    numbers: brief.numbers,
    keywords: brief.keywords,
  };
}

/** The phrase to use where at most `maxWords` fit: the full one, else its short form, else none. */
export function factWithin(fact: Fact, maxWords: number): string | null {
  if (wordCount(fact.text) <= maxWords) return fact.text;
  return fact.short && wordCount(fact.short) <= maxWords ? fact.short : null;
}

// German keeps a sentence's first capital in its facts ("Hält Kaffee heiß"): such a fact can only
// start a sentence, unless it opens with a determiner and so reads as a whole sentence after a colon.
const GERMAN_SENTENCE_START = /^(?:Der|Die|Das|Den|Dem|Ein|Eine|Einen|Unser|Unsere|Dein|Deine|Ihr|Ihre|Jeder|Jede|Jedes|Alle|Diese|Dieser|Dieses)\s/u;

/** Whether a fact may stand mid-sentence (after a colon or a word) in this language. */
export function fitsMidSentence(text: string, language: string): boolean {
  return !writingOf(language).nounsCapitalised || !/^\p{Lu}/u.test(text) || GERMAN_SENTENCE_START.test(text);
}
