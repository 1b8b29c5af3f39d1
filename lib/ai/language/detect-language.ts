/** Which of the eight languages a text is written in, by its function words (the brief's, a headline's). */
import { LANGUAGE_CODES, type LanguageCode } from "./codes";

// Frequent function words, distinct enough between the eight languages to tell them apart.
const FUNCTION_WORDS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ["the", "and", "with", "for", "your", "you", "that", "this", "our", "are", "from", "of", "to", "is", "it", "in", "on", "every", "more", "who"],
  de: ["der", "die", "das", "und", "mit", "für", "ist", "ein", "eine", "dein", "deine", "ihr", "ihre", "nicht", "auf", "zu", "den", "dem", "sie", "jeden", "noch", "im"],
  fr: ["le", "la", "les", "et", "avec", "pour", "une", "des", "est", "votre", "vos", "ton", "ta", "tes", "du", "au", "aux", "qui", "sur", "dans", "chaque", "sans", "à", "jusqu", "où", "ce", "cette", "très", "vous", "nous"],
  es: ["el", "los", "las", "y", "con", "para", "una", "es", "tu", "tus", "su", "sus", "del", "que", "por", "en", "cada", "sin", "más", "al", "desde", "hasta", "quienes", "está", "muy", "lo", "nuestro", "nuestra", "usted"],
  it: ["il", "lo", "gli", "e", "con", "per", "una", "è", "di", "della", "del", "che", "tuo", "tua", "nel", "nella", "ogni", "senza", "più", "sono", "alla", "fino", "chi", "dal", "dalla", "dei", "delle", "anche", "questo", "questa"],
  pt: ["o", "os", "as", "e", "com", "para", "uma", "é", "do", "da", "dos", "que", "seu", "sua", "no", "na", "cada", "sem", "mais", "você"],
  nl: ["de", "het", "een", "en", "met", "voor", "is", "van", "je", "jouw", "uw", "niet", "op", "die", "dat", "elke", "zonder", "meer", "zijn", "ook"],
  tr: ["ve", "ile", "için", "bir", "bu", "daha", "çok", "her", "olan", "gibi", "sizin", "senin", "ama", "kadar", "en", "de", "da", "mi"],
};

const WORD_SETS = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, new Set(FUNCTION_WORDS[code])])) as Record<LanguageCode, Set<string>>;

/** Letters only one language uses weigh as much as a function word. */
const LETTERS: Partial<Record<LanguageCode, RegExp>> = { de: /[äöüß]/u, tr: /[ğışİ]/u, es: /[ñ¿¡]/u, pt: /[ãõ]/u, fr: /[œùûëï]/u };

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
