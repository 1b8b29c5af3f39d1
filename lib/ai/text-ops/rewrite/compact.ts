import { type LanguageCode, perLanguage } from "@/lib/ai/language";

/**
 * Shorter wording that says the same: a unit written out after a number becomes its usual
 * abbreviation ("80 minutes" → "80 min", "48 Stunden" → "48 h"). Only after a number, where
 * the abbreviation cannot be misread; SI symbols without a full stop, which would end the sentence.
 */
const UNITS = perLanguage((pack) => pack.textOpsWords.units);

const NUMBER = /^\p{N}[\p{N}.,/]*$/u;

/** The abbreviation of a unit word in this language, or null. */
export function unitAbbreviation(word: string, language: LanguageCode): string | null {
  return UNITS[language][word.toLocaleLowerCase(language)] ?? null;
}

/** The text with every written-out unit after a number abbreviated; the text itself when none is. */
export function compactUnits(text: string, language: LanguageCode): string {
  const tokens = text.split(" ");
  for (let i = 1; i < tokens.length; i++) {
    if (!NUMBER.test(tokens[i - 1]!)) continue;
    const match = /^([\p{L}]+)([^\p{L}]*)$/u.exec(tokens[i]!);
    const short = match && unitAbbreviation(match[1]!, language);
    if (!short) continue;
    // "80 %" reads worse than "80%"; other units keep their space.
    if (short === "%") {
      tokens[i - 1] = `${tokens[i - 1]}%${match[2]}`;
      tokens[i] = "";
    } else {
      tokens[i] = short + match[2];
    }
  }
  return tokens.filter(Boolean).join(" ");
}

/** Words that only intensify: dropping them keeps the claim ("visibly brighter skin" → "brighter skin"). */
const INTENSIFIERS = perLanguage((pack) => pack.textOpsWords.intensifiers);

export function withoutIntensifiers(text: string, language: LanguageCode): string {
  const tokens = text.split(" ");
  const kept = tokens.filter((t, i) => i === tokens.length - 1 || !INTENSIFIERS[language].has(t.toLocaleLowerCase(language)));
  // A sentence that began with the dropped word begins with its next one, capitalised as the first was.
  if (kept.length && kept[0] !== tokens[0] && /^\p{Lu}/u.test(tokens[0]!)) kept[0] = kept[0]!.charAt(0).toLocaleUpperCase(language) + kept[0]!.slice(1);
  return kept.join(" ");
}
