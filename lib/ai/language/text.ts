/** Small text utilities shared by the writer, the limits and the score. */
import type { LanguageCode } from "./codes";
import { LANGUAGE_IDENTITIES } from "./packs/identities";
import type { WritingRules } from "./packs/language-types";

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Length in code points (an emoji counts once). Every candidate is measured, so no array is built. */
export const codePointLength = (text: string): number => text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);

// ©, ® and ™ are pictographic in Unicode but belong to product names, not to emoji use.
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;
const EMOJI_ALL = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;

export const hasEmoji = (text: string): boolean => EMOJI.test(text);
export const countEmoji = (text: string): number => (text.match(EMOJI_ALL) ?? []).length;
export const stripEmoji = (text: string): string =>
  text.replace(EMOJI_ALL, "").replace(/[\u200D\uFE0F]/g, "").replace(/ {2,}/g, " ").trim();

/** `text` as a regular expression that matches it literally ("Crumb & Co." stays a name, not a pattern). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
export const hasCjk = (text: string): boolean => CJK.test(text);

/** Upper-cases the first letter, unless the text starts with a digit ("3 steps"). */
export function upperFirst(text: string, locale: string): string {
  const match = /[\p{L}\p{N}]/u.exec(text);
  if (!match || /\p{N}/u.test(match[0])) return text;
  const i = match.index;
  return text.slice(0, i) + text.charAt(i).toLocaleUpperCase(locale) + text.slice(i + 1);
}

export function lowerFirst(text: string, locale: string): string {
  const i = text.search(/\S/);
  if (i < 0) return text;
  return text.slice(0, i) + text.charAt(i).toLocaleLowerCase(locale) + text.slice(i + 1);
}

/**
 * A language's typography and capitals (packs/<xx>/language.ts `writing`); English's for a code the
 * studio does not write. Read from the small identities registry, so browser code may call it.
 */
export function writingOf(language: string | undefined): WritingRules {
  const known = language !== undefined && Object.hasOwn(LANGUAGE_IDENTITIES, language);
  return LANGUAGE_IDENTITIES[known ? (language as LanguageCode) : "en"].writing;
}

/**
 * Quotation marks of a language: German opens with „ and closes with “ (and ‚ ‘), where English
 * closes with “'s mirror ”; French, Spanish and Italian use « ». The straight " is both.
 */
export function quoteMarks(language: string | undefined): { open: string; close: string } {
  return writingOf(language).quotes;
}

/** For each character of a line, whether it lies inside a quotation (the marks themselves count as inside). */
export function insideQuotes(text: string, language: string | undefined): boolean[] {
  const { open, close } = quoteMarks(language);
  const out: boolean[] = [];
  let depth = 0;
  let straight = false;
  const chars = [...text];
  chars.forEach((ch, k) => {
    // "it’s", "l’eau": an apostrophe between letters is no quotation mark.
    const apostrophe = (ch === "’" || ch === "‘") && /\p{L}/u.test(chars[k - 1] ?? "") && /\p{L}/u.test(chars[k + 1] ?? "");
    if (ch === "\n") {
      depth = 0;
      straight = false;
      out.push(false);
    } else if (apostrophe) out.push(depth > 0 || straight);
    else if (ch === '"') {
      straight = !straight;
      out.push(true);
    } else if (open.includes(ch)) {
      depth++;
      out.push(true);
    } else if (close.includes(ch) && depth > 0) {
      out.push(true);
      depth--;
    } else out.push(depth > 0 || straight);
    // Astral characters (emoji) take two code units: keep indices aligned with the string.
    if (ch.length === 2) out.push(out[out.length - 1] as boolean);
  });
  return out;
}

/** Collapses spaces and repeated punctuation that joining patterns and facts can leave behind. */
export function tidy(text: string, language?: string): string {
  // Most pieces are one line: skip splitting and joining for them (this runs for every candidate).
  if (!text.includes("\n")) return tidyLine(text, language);
  return text.split("\n").map((line) => tidyLine(line, language)).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

const OPENER_SPACE = new Map<string, RegExp>();

function tidyLine(line: string, language?: string): string {
  // Only an opening mark loses the space after it: a German closing “ keeps it („gut genug“ ist).
  const openers = quoteMarks(language).open;
  let afterOpener = OPENER_SPACE.get(openers);
  if (!afterOpener) OPENER_SPACE.set(openers, (afterOpener = new RegExp(`([(${openers}]) +`, "g")));
  return line
    .replace(/[ \t\u00A0\u202F]{2,}/g, " ")
    .replace(/ +([,.;!?])/g, "$1")
    // A clause mark or a dash left before the sentence's end goes: "fast, light –." → "fast, light."
    .replace(/ *([,;:]|[–—]) *(?=[.!?])/g, "")
    .replace(/[.,;:!?]{2,}/g, collapsePunctuation)
    .replace(afterOpener, "$1")
    // A straight quote opens where it follows a space or starts the line.
    .replace(/(^|[\s(])" +/g, '$1"')
    .trim();
}

function collapsePunctuation(run: string): string {
  if (run.includes("?")) return "?";
  if (run.includes("!")) return "!";
  if (run.includes(".")) return ".";
  return run.charAt(0);
}

/**
 * French puts a no-break space before : ; ! ? and inside « »; never before . or , (a "!" turned
 * into a full stop after spacing must not keep its space).
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00A0]*([;:!?])(?=\s|$|[»”)])/g, "\u00A0$1")
    .replace(/«[ \u00A0]*/g, "«\u00A0")
    .replace(/[ \u00A0]*»/g, "\u00A0»")
    .replace(/(?<=[\p{L}\p{N}»)])[ \u00A0]+(?=[.,](?:\s|$))/gu, "");
}

/** Sentences of a text, split after . ! ? and line breaks; bullets and labels count as their own. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’\-]*/gu) ?? [];
}

/** Lower-case words for matching, accents kept. */
export const normWords = (text: string): string[] => wordsOf(text.toLocaleLowerCase()).map((w) => w.replace(/’/g, "'"));

