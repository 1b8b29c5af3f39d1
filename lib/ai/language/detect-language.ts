/** Which of the eight languages a text is written in, by its function words (the brief's, a headline's). */
import { LANGUAGE_CODES, type LanguageCode } from "./codes";
import { LANGUAGE_IDENTITIES } from "./packs/identities";

// Each language's frequent function words (packs/<xx>/language.ts), distinct enough to tell the eight apart.
const WORD_SETS = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, new Set(LANGUAGE_IDENTITIES[code].functionWords)])) as Record<LanguageCode, Set<string>>;

/** Letters only one language uses weigh as much as a function word. */
const LETTERS: Readonly<Record<LanguageCode, RegExp | null>> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, LANGUAGE_IDENTITIES[code].letters]),
) as Record<LanguageCode, RegExp | null>;

/**
 * The text's language when it is clearly one of the eight: enough function words, and the
 * winner well ahead of the runner-up. Null when the text is short or mixed.
 */
export function detectLanguage(text: string, minHits = 3): LanguageCode | null {
  const words = text.toLocaleLowerCase().match(/[\p{L}]+/gu) ?? [];
  const scores = LANGUAGE_CODES.map((code) => {
    let score = 0;
    for (const word of words) if (WORD_SETS[code].has(word)) score++;
    const letters = LETTERS[code];
    if (letters) score += Math.min(3, (text.toLocaleLowerCase().match(new RegExp(letters, "gu")) ?? []).length);
    return { code, score };
  }).sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score < minHits) return null;
  return first.score >= 1.5 * (second?.score ?? 0) + 1 ? first.code : null;
}

/**
 * Another language than `expected` that a sentence is clearly written in: at least two of its
 * function words and more than the expected language's. Catches "Free for up to 15 employees"
 * inside German copy; names and numbers weigh nothing.
 */
export function foreignLanguageOf(sentence: string, expected: LanguageCode, native: ReadonlySet<string> = new Set()): LanguageCode | null {
  const words = sentence.toLocaleLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 3) return null;
  const count = (code: LanguageCode) => words.filter((w) => WORD_SETS[code].has(w)).length;
  const own = count(expected);
  let best: { code: LanguageCode; score: number } | null = null;
  for (const code of LANGUAGE_CODES) {
    if (code === expected) continue;
    // Words the expected language shares ("de", "en", "la", "e"), by its list or `native` (its vocabulary), are no evidence against it.
    const score = words.filter((w) => WORD_SETS[code].has(w) && !WORD_SETS[expected].has(w) && !native.has(w)).length;
    if (!best || score > best.score) best = { code, score };
  }
  return best && best.score >= 2 && best.score > own ? best.code : null;
}
