/**
 * The page's language: the `<html lang>` primary subtag when the page declares one, else a light
 * guess from stop words. The word lists avoid words two languages share ("de", "la", "en"), so one
 * hit counts for one language only.
 */
const STOP_WORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "is", "for", "with", "your", "you", "that", "this", "are", "our", "it", "from", "have", "more", "can"],
  de: ["der", "die", "und", "das", "ist", "mit", "für", "nicht", "ein", "eine", "wir", "auf", "dem", "zu", "ihre", "sich", "auch", "oder", "noch", "werden"],
  fr: ["le", "les", "et", "des", "est", "pour", "avec", "une", "vous", "nous", "dans", "du", "sur", "votre", "pas", "qui", "au", "aux", "sont"],
  es: ["el", "los", "las", "y", "por", "del", "más", "muy", "sus", "nuestro", "nuestra", "también", "está", "usted", "hasta", "cada"],
  it: ["il", "gli", "di", "che", "è", "per", "della", "delle", "sono", "nostro", "più", "anche", "questo", "ogni", "ed", "alla", "nel"],
  pt: ["os", "não", "você", "com", "uma", "seu", "sua", "mais", "também", "nosso", "nossa", "ao", "são", "pelo", "pela", "às"],
  nl: ["het", "een", "van", "voor", "met", "op", "jouw", "uw", "niet", "wij", "zijn", "dat", "naar", "ook", "meer", "wordt"],
  tr: ["ve", "bir", "bu", "için", "ile", "çok", "daha", "olan", "gibi", "her", "siz", "sizin", "değil", "veya", "ama", "kadar"],
};
const LANGUAGE_OF = new Map<string, string>();
for (const [language, list] of Object.entries(STOP_WORDS)) for (const word of list) LANGUAGE_OF.set(word, language);

/** Too little text is no evidence: a title alone must not decide the language. */
const MIN_HITS = 6;
const MAX_TOKENS = 3000;

/** "en-US" → "en"; null for a missing or malformed declaration. */
export function languageFromLangAttribute(lang: string | null | undefined): string | null {
  const match = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]+)*\s*$/i.exec(lang ?? "");
  return match ? match[1]!.toLowerCase() : null;
}

export function guessLanguage(text: string): string | null {
  const counts = new Map<string, number>();
  const tokens = text.toLowerCase().match(/\p{L}+/gu)?.slice(0, MAX_TOKENS) ?? [];
  for (const token of tokens) {
    const language = LANGUAGE_OF.get(token);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_HITS) return null;
  // A clear lead only: a bilingual page or a near tie stays unknown rather than guessed.
  return !second || first[1] >= second[1] * 1.5 ? first[0] : null;
}

export function detectLanguage(htmlLang: string | null, text: string): string | null {
  return languageFromLangAttribute(htmlLang) ?? guessLanguage(text);
}
