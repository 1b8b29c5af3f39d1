import type { LanguageCode } from "./languages/types";
import { wordsOf } from "./text";

interface Sentence {
  start: number;
  /** Index of the final . ! or ? */
  end: number;
}

function sentenceSpans(text: string): Sentence[] {
  const spans: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (!".!?".includes(ch)) continue;
    const next = text.charAt(i + 1);
    if (next && !/[\s"”»’)]/u.test(next)) continue;
    if (next && ".!?".includes(next)) continue;
    // "1. Get the app": a list number, not the end of a sentence.
    if (ch === "." && /^\s*\d{1,2}$/u.test(text.slice(start, i))) continue;
    spans.push({ start, end: i });
    start = i + 1;
  }
  return spans;
}

export interface PunctuationOptions {
  language: LanguageCode;
  /** 0 never "!", 1 on the call to action, 2 also on short sentences. */
  exclaim: 0 | 1 | 2;
  isCta: boolean;
}

/** Applies a tone's punctuation to a piece of text; Spanish gets its opening ¡ too. */
export function punctuate(text: string, options: PunctuationOptions): string {
  if (options.exclaim === 0) return text.replace(/¡/g, "").replace(/!/g, ".");
  let out = text;
  const spans = sentenceSpans(text);
  spans.forEach((span, index) => {
    if (out.charAt(span.end) !== ".") return;
    const sentence = text.slice(span.start, span.end);
    const last = index === spans.length - 1;
    // "shop.com!" reads like part of the address, and breaks the link: a call to action shouts
    // before it instead ("Order now! https://…").
    if (/(?:https?:\/\/|www\.)\S+$|\.[a-z]{2,24}(?:\/\S*)?$/i.test(sentence)) {
      const colon = out.lastIndexOf(": ", span.end);
      if (options.isCta && last && colon > span.start && !/\s/.test(out.slice(colon + 2, span.end))) {
        out = `${out.slice(0, colon)}! ${out.slice(colon + 2, span.end)}${out.slice(span.end + 1)}`;
      }
      return;
    }
    const short = wordsOf(sentence).length <= 7;
    if ((options.isCta && last) || (options.exclaim === 2 && short)) {
      out = out.slice(0, span.end) + "!" + out.slice(span.end + 1);
    }
  });
  return options.language === "es" ? openExclamations(out) : out;
}

/** Spanish opens every exclamation with ¡ at the sentence's first letter. */
function openExclamations(text: string): string {
  let out = text;
  const spans = sentenceSpans(text).reverse();
  for (const span of spans) {
    if (out.charAt(span.end) !== "!") continue;
    const sentence = out.slice(span.start, span.end);
    if (sentence.includes("¡")) continue;
    const offset = sentence.search(/[\p{L}\p{N}“"«]/u);
    if (offset < 0) continue;
    const at = span.start + offset;
    out = out.slice(0, at) + "¡" + out.slice(at);
  }
  return out;
}

/** Headline slots carry no closing full stop; strict ones (Google) no "!" either. */
export function plainEnding(text: string, strict: boolean): string {
  const out = strict ? text.replace(/¡/g, "").replace(/!(?=\s)/g, ".").replace(/!+$/u, "") : text;
  return out.replace(/\.$/u, "").trim();
}

/**
 * Keeps at most `max` exclamation marks in a text: the last (usually the call to action) and
 * then the first (the hook); the others become full stops, with their Spanish "¡" removed.
 */
export function capExclamations(text: string, max: number, language: LanguageCode): string {
  const marks: number[] = [];
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === "!") marks.push(i);
  if (marks.length <= max) return text;
  const keep = new Set<number>();
  if (max >= 1) keep.add(marks[marks.length - 1] as number);
  if (max >= 2) keep.add(marks[0] as number);
  let out = text;
  // Right to left, so earlier indices stay valid while "¡" is removed.
  for (const at of [...marks].reverse()) {
    if (keep.has(at)) continue;
    out = out.slice(0, at) + "." + out.slice(at + 1);
    if (language === "es") {
      const start = Math.max(out.lastIndexOf(".", at - 1), out.lastIndexOf("!", at - 1), out.lastIndexOf("?", at - 1), out.lastIndexOf("\n", at - 1));
      const inverted = out.indexOf("¡", start + 1);
      if (inverted >= 0 && inverted < at) out = out.slice(0, inverted) + out.slice(inverted + 1);
    }
  }
  return out;
}
