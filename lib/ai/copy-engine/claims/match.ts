/** Cue phrases as regular expressions, compiled once per language and category. */
import { CLAIM_CATEGORIES, CLAIM_CUES, type ClaimCategory, type ClaimLanguage } from "./cues";

// The `u` flag allows escapes of syntax characters only ("#" and "%" need none).
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function cuePattern(cue: string): string {
  const open = cue.endsWith("*");
  const body = escape(open ? cue.slice(0, -1) : cue).replace(/ /g, "\\s+");
  // A word boundary only where the cue starts or ends with a letter or digit ("% off" follows a digit).
  // A hyphen in front is a compound: "gluten-free" is no "free" offer, "sugar-free" no discount.
  const before = /^[\p{L}\p{N}]/u.test(cue) ? "(?<![\\p{L}\\p{N}'’-])" : "";
  const after = open ? "\\p{L}*" : /[\p{L}\p{N}]$/u.test(cue) ? "(?![\\p{L}\\p{N}])" : "";
  return `${before}${body}${after}`;
}

const compiled = new Map<string, RegExp>();

/** One expression matching any cue of the category in the language. */
export function cueRegExp(language: ClaimLanguage, category: ClaimCategory): RegExp {
  const key = `${language}:${category}`;
  let re = compiled.get(key);
  if (!re) {
    const cues = CLAIM_CUES[language][category];
    // Longest first, so "nouvelle" is matched whole before "nouvel".
    re = new RegExp([...cues].sort((a, b) => b.length - a.length).map(cuePattern).join("|"), "giu");
    compiled.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Apostrophes as typed on a phone (’) and on a keyboard (') are the same letter to a cue. */
export const normalizeQuotes = (text: string) => text.replace(/[’‘]/g, "'");

/** Every cue of every category found in a text, with the phrase that matched. */
export function cuesIn(text: string, language: ClaimLanguage): Array<{ category: ClaimCategory; phrase: string }> {
  const plain = normalizeQuotes(text);
  const found: Array<{ category: ClaimCategory; phrase: string }> = [];
  for (const category of CLAIM_CATEGORIES) {
    for (const match of plain.matchAll(cueRegExp(language, category))) found.push({ category, phrase: match[0].toLocaleLowerCase(language).replace(/\s+/g, " ") });
  }
  return found;
}
