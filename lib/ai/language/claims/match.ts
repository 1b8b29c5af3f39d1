/** Cue phrases as regular expressions, compiled once per language and category. */
import type { LanguageCode } from "../codes";
import { CLAIM_CATEGORIES, CLAIM_CUES, type ClaimCategory } from "./cues";

// The `u` flag allows escapes of syntax characters only ("#" and "%" need none).
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const WORD_START = /^[\p{L}\p{N}]/u;

/** A cue's body: spaces match any run of spaces, a trailing "*" any ending. */
const body = (cue: string) => {
  const open = cue.endsWith("*");
  return escape(open ? cue.slice(0, -1) : cue).replace(/ /g, "\\s+") + (open ? "\\p{L}*" : "");
};

/**
 * Cues that start with a letter share one word boundary: none in front (a hyphen in front is a
 * compound: "gluten-free" is no "free" offer), none after (a "*" cue has eaten its ending). The few
 * that start with a symbol ("#1", "% off", quotes) match anywhere. One boundary for all keeps the
 * check cheap: the writer runs it on every candidate sentence.
 */
function alternation(cues: readonly string[]): string {
  const sorted = [...cues].sort((a, b) => b.length - a.length);
  const words = sorted.filter((c) => WORD_START.test(c)).map(body);
  const symbols = sorted.filter((c) => !WORD_START.test(c)).map(body);
  const parts = [];
  if (words.length) parts.push(`(?<![\\p{L}\\p{N}'-])(?:${words.join("|")})(?![\\p{L}\\p{N}])`);
  if (symbols.length) parts.push(`(?:${symbols.join("|")})`);
  return parts.join("|");
}

const compiled = new Map<string, RegExp>();

function cached(key: string, make: () => RegExp): RegExp {
  let re = compiled.get(key);
  if (!re) compiled.set(key, (re = make()));
  re.lastIndex = 0;
  return re;
}

/** One expression matching any cue of the category in the language. */
export function cueRegExp(language: LanguageCode, category: ClaimCategory): RegExp {
  return cached(`${language}:${category}`, () => new RegExp(alternation(CLAIM_CUES[language][category]), "giu"));
}

/** Any cue of any category: most sentences hold none, and one pass tells. */
function anyCue(language: LanguageCode): RegExp {
  return cached(`${language}:*`, () => new RegExp(alternation(CLAIM_CATEGORIES.flatMap((c) => CLAIM_CUES[language][c])), "iu"));
}

/** Apostrophes as typed on a phone (’) and on a keyboard (') are the same letter to a cue. */
export const normalizeQuotes = (text: string) => text.replace(/[’‘]/g, "'");

/** Every cue of every category found in a text, with the phrase that matched. */
export function cuesIn(text: string, language: LanguageCode): Array<{ category: ClaimCategory; phrase: string }> {
  // Turkish "İ" has no case-insensitive match for "i" in a regular expression: lower-case it first
  // (the "tr" locale keeps the length), or every cue at a sentence start goes through.
  const plain = normalizeQuotes(language === "tr" ? text.toLocaleLowerCase("tr") : text);
  if (!anyCue(language).test(plain)) return [];
  const found: Array<{ category: ClaimCategory; phrase: string }> = [];
  for (const category of CLAIM_CATEGORIES) {
    for (const match of plain.matchAll(cueRegExp(language, category))) found.push({ category, phrase: match[0].toLocaleLowerCase(language).replace(/\s+/g, " ") });
  }
  return found;
}
