/**
 * How a language is named, recognised and cut (packs/<xx>/language.ts). Words only and no engine's
 * part, so the browser-safe modules of the core (detect-language.ts, cut.ts) read it through
 * ./identities.ts without loading the rest of the packs.
 */
export interface LanguageIdentity {
  /** Its name in English, as the studio's messages say it ("German"; ../refusal.ts). */
  name: string;
  /** The codes and names it is asked for by, in any language, lower case and without accents ("deu", "allemand"; ../names.ts). */
  names: readonly string[];
  /** Frequent function words that tell it apart from the other languages (../detect-language.ts). */
  functionWords: readonly string[];
  /** Letters only it uses, each weighing as much as a function word; null when it has none of its own. */
  letters: RegExp | null;
  /** Articles, conjunctions and prepositions a cut text may not end on (../cut.ts). */
  cutDangling: readonly string[];
}
