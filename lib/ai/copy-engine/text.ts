/** Small text utilities shared by the writer, the limits and the score. */

export const codePointLength = (text: string): number => [...text].length;

// ©, ® and ™ are pictographic in Unicode but belong to product names, not to emoji use.
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;
const EMOJI_ALL = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;

export const hasEmoji = (text: string): boolean => EMOJI.test(text);
export const countEmoji = (text: string): number => (text.match(EMOJI_ALL) ?? []).length;
export const stripEmoji = (text: string): string =>
  text.replace(EMOJI_ALL, "").replace(/[\u200D\uFE0F]/g, "").replace(/ {2,}/g, " ").trim();

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

/** Collapses spaces and repeated punctuation that joining patterns and facts can leave behind. */
export function tidy(text: string): string {
  // Most pieces are one line: skip splitting and joining for them (this runs for every candidate).
  if (!text.includes("\n")) return tidyLine(text);
  return text.split("\n").map(tidyLine).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

function tidyLine(line: string): string {
  return line
    .replace(/[ \t\u00A0]{2,}/g, " ")
    .replace(/ +([,.;!?])/g, "$1")
    .replace(/([,;:])(?=[.!?])/g, "")
    .replace(/[.,;:!?]{2,}/g, collapsePunctuation)
    .replace(/([(“„«‘"]) +/g, "$1")
    .trim();
}

function collapsePunctuation(run: string): string {
  if (run.includes("?")) return "?";
  if (run.includes("!")) return "!";
  if (run.includes(".")) return ".";
  return run.charAt(0);
}

/** French puts a no-break space before : ; ! ? and inside « ». */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00A0]*([;:!?])(?=\s|$|[»”)])/g, "\u00A0$1")
    .replace(/«[ \u00A0]*/g, "«\u00A0")
    .replace(/[ \u00A0]*»/g, "\u00A0»");
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

