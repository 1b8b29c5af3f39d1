import type { LanguageCode } from "./codes";

// Names are matched without accents and case, so "Français", "francais" and "FRENCH" agree.
const NAMES: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ["en", "eng", "english", "englisch", "anglais", "ingles", "inglese", "engels", "ingilizce"],
  de: ["de", "deu", "ger", "german", "deutsch", "allemand", "aleman", "tedesco", "alemao", "duits", "almanca"],
  fr: ["fr", "fra", "fre", "french", "francais", "franzosisch", "frances", "francese", "frans", "fransizca"],
  es: ["es", "spa", "spanish", "espanol", "castellano", "spanisch", "espagnol", "spagnolo", "espanhol", "spaans", "ispanyolca"],
  it: ["it", "ita", "italian", "italiano", "italienisch", "italien", "italiaans", "italyanca"],
  pt: ["pt", "por", "portuguese", "portugues", "portugiesisch", "portugais", "portoghese", "portugees", "portekizce"],
  nl: ["nl", "nld", "dut", "dutch", "nederlands", "flemish", "vlaams", "niederlandisch", "neerlandais", "holandes", "olandese", "hollandaca", "felemenkce"],
  tr: ["tr", "tur", "turkish", "turkce", "turkisch", "turc", "turco", "turks"],
};

const LOOKUP: ReadonlyMap<string, LanguageCode> = new Map(
  (Object.entries(NAMES) as Array<[LanguageCode, readonly string[]]>).flatMap(([code, names]) =>
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
