import type { LanguageCode } from "./codes";
import { LANGUAGE_IDENTITIES } from "./packs/identities";
import type { LanguageIdentity } from "./packs/language-types";

// Each language's names (packs/<xx>/language.ts) are matched without accents and case, so
// "Français", "francais" and "FRENCH" agree.
const LOOKUP: ReadonlyMap<string, LanguageCode> = new Map(
  (Object.entries(LANGUAGE_IDENTITIES) as Array<[LanguageCode, LanguageIdentity]>).flatMap(([code, { names }]) =>
    names.map((name) => [name, code] as const),
  ),
);

function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .trim();
}

/**
 * A language code for a code ("de", "fr-FR", "pt_BR", "deu") or a name in English or in the
 * language itself ("German", "Deutsch", "Français"), or null when the engine cannot write it.
 */
export function resolveLanguage(input: string): LanguageCode | null {
  const text = normalise(input ?? "");
  if (!text) return null;
  const whole = LOOKUP.get(text);
  if (whole) return whole;
  // "fr-FR", "pt_BR", "English (US)", "Portuguese - Brazil": the first token names the language.
  const first = text.split(/[\s\-_()/,.]+/).find((token) => token.length > 0);
  return (first && LOOKUP.get(first)) || null;
}
