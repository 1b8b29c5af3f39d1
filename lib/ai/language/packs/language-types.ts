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
  /** How it sets marks and capitals: the rules both engines once wrote as `language === "xx"`. */
  writing: WritingRules;
}

/**
 * A language's typography and capitals, as data: the engines read these instead of testing for a
 * language, so a new language states each rule here (every field is required).
 */
export interface WritingRules {
  /**
   * How sentence marks are set: "french-spacing" puts a no-break space before : ; ! ? (../text.ts
   * frenchSpacing), "spanish-marks" opens ¡…! and ¿…? (../words.ts spanishMarks), "plain" neither.
   */
  punctuation: "french-spacing" | "spanish-marks" | "plain";
  /** Its quotation marks, opening and closing, each string one character per mark (../text.ts quoteMarks). */
  quotes: { open: string; close: string };
  /** Whether a sentence's full stop follows a closing quotation mark («…».) instead of going inside it („…gut.“). */
  stopAfterQuote: boolean;
  /** Whether every noun is written with a capital (German): a capital then says nothing of a sentence's start. */
  nounsCapitalised: boolean;
  /** Whether what follows a colon keeps its first capital (German "Neu: Hält Kaffee heiß"). */
  capitalAfterColon: boolean;
  /** The fewest words a fact's short form keeps to stand for the fact (fewer where the brief reader knows the grammar). */
  shortFactMinWords: number;
}

/**
 * The rules most languages share: no marks of their own, every common quotation mark, capitals only where a
 * sentence starts. A pack states its `writing` as these or as these with its differences spread over them.
 */
export const PLAIN_WRITING: WritingRules = {
  punctuation: "plain",
  quotes: { open: "“‘«‹„", close: "”’»›" },
  stopAfterQuote: false,
  nounsCapitalised: false,
  capitalAfterColon: false,
  shortFactMinWords: 4,
};
