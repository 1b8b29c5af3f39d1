/** Words of a text, and cutting it to a length or a word count without leaving a dangling word. */
import { codePointLength } from "./text";

/** A word is a whitespace-separated token holding a letter or digit ("–" and "!" are not words). */
export const wordsIn = (text: string): string[] => text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
export const wordCount = (text: string): number => wordsIn(text).length;

/** Lowers a sentence's first word for use mid-sentence, when it is a plain capitalised word. */
export function lowerFirstWord(text: string, locale: string): string {
  const i = text.search(/\S/);
  if (i < 0) return text;
  // "USB", "iPhone" and a leading name keep their case: only a plain capitalised word is lowered.
  const first = text.slice(i).split(/\s/)[0] ?? "";
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first)) return text;
  return text.slice(0, i) + text.charAt(i).toLocaleLowerCase(locale) + text.slice(i + 1);
}

/** The sentence's closing mark, replacing any it had. */
export function endWith(sentence: string, mark: "." | "!" | "?"): string {
  return sentence.replace(/[\s.,;:!?–—-]+$/u, "") + mark;
}

/** Spanish opens a sentence that ends in ! or ? with ¡ or ¿. */
export function spanishMarks(text: string): string {
  return text.replace(/(?<=^|[.!?]\s+)([^.!?¡¿]+?)([!?])(?=\s|$)/gu, (whole, body: string, mark: string) => `${mark === "!" ? "¡" : "¿"}${body}${mark}`);
}

const EDGE_PUNCTUATION = /[\s,;:–—\-(/&+]+$/u;

/** Drops trailing punctuation and words that cannot end a phrase ("the", "für", "avec"). */
export function dropDangling(text: string, dangling: ReadonlySet<string>): string {
  let out = text.replace(EDGE_PUNCTUATION, "");
  for (;;) {
    const match = /(?:^|\s)([\p{L}'’]+)$/u.exec(out);
    if (!match?.[1] || !dangling.has(match[1].toLocaleLowerCase()) || match.index === 0) return out.trim();
    out = out.slice(0, match.index).replace(EDGE_PUNCTUATION, "");
  }
}

/**
 * Cuts a text to at most `max` code points at a word boundary, never mid-word and without an
 * ellipsis, dropping dangling function words from the end. Returns "" when even the first word
 * is longer than `max`.
 */
export function cutAtWord(text: string, max: number, dangling: ReadonlySet<string> = new Set()): string {
  const clean = text.trim();
  if (codePointLength(clean) <= max) return clean;
  const chars = [...clean];
  let end = max;
  // The cut must fall on whitespace: back up to the last space at or before max.
  while (end > 0 && !/\s/u.test(chars[end]!)) end--;
  return dropDangling(chars.slice(0, end).join(""), dangling);
}

/** Cuts a text to at most `max` words, dropping dangling function words from the end. */
export function cutToWords(text: string, max: number, dangling: ReadonlySet<string> = new Set()): string {
  const tokens = text.trim().split(/\s+/u);
  let words = 0;
  let end = 0;
  for (; end < tokens.length; end++) {
    if (/[\p{L}\p{N}]/u.test(tokens[end]!) && ++words > max) break;
  }
  return end === tokens.length ? text.trim() : dropDangling(tokens.slice(0, end).join(" "), dangling);
}

/** Lower-case, accent-free, punctuation-free form for comparing names. */
export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
