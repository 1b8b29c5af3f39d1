import { DAY_GOES_ON, insideQuotes, quoteMarks, WEEKDAY, wordsOf, writingOf } from "@/lib/ai/language";
import type { LanguageCode } from "./languages";

interface Sentence {
  start: number;
  /** Index of the final . ! or ? */
  end: number;
}

// Abbreviations that a capitalised name or word follows: titles, "Nr.", "St.", "z. B.", "p. ex.", "inkl."; a lone
// lower-case letter ("z.", "u.", "d.", "p.") is one too: no sentence ends on it.
const ABBREVIATION_END =
  /(?:^|[^\p{L}])(?:\p{Ll}|ex|ej|Dr|Drs|Prof|Dipl|Ing|Mag|Nr|Str|St|Hr|Fr|Mr|Mrs|Ms|Sr|Sra|Dott|Avv|Mme|Mlle|Me|z\.\s?B|u\.\s?a|d\.\s?h|p\.\s?ex|p\.\s?ej|bzw|[Cc]a|[Ii]nkl|[Ii]ncl|zzgl|[Aa]pprox|[Ee]nv|[Aa]prox|[Mm][aá]x|[Mm][ií]n|vs|Tel)$/u;

function sentenceSpans(text: string): Sentence[] {
  const spans: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (!".!?".includes(ch)) continue;
    const next = text.charAt(i + 1);
    if (next && !/[\s"”»’)“‘«]/u.test(next)) continue;
    // „Super!“, sagt eine Kundin: a quotation's mark followed by the attribution ends no sentence.
    if (next && /["”»’“‘«]/u.test(next) && /^[ \u00A0]*[,;\p{Ll}]/u.test(text.slice(i + 2))) continue;
    if (next && ".!?".includes(next)) continue;
    // "1. Get the app": a list number, not the end of a sentence.
    if (ch === "." && /^\s*\d{1,2}$/u.test(text.slice(start, i))) continue;
    // "Zahnarztpraxis Dr. Lindner", "z. B. DATEV": an abbreviation's period ends no sentence (and never becomes "!").
    if (ch === "." && next && ABBREVIATION_END.test(text.slice(Math.max(start, i - 8), i))) continue;
    // "de mar. a sáb. 10-20h": a day's abbreviation before more of the schedule (round 6: "¡De mar! a sáb.").
    if (ch === "." && next && WEEKDAY.test(text.slice(Math.max(start, i - 8), i)) && DAY_GOES_ON.test(text.slice(i + 1).trimStart())) continue;
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
  const quoted = QUOTE_CHARS.test(text) ? insideQuotes(text, options.language) : null;
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
    // "„Endlich heißer Kaffee“, sagt eine Kundin": the quotation has its own voice; shouting
    // the attribution would read oddly (and Spanish could not open it with "¡").
    if (quoted && quoteClosesEarly(quoted, span, text)) return;
    const short = wordsOf(sentence).length <= 7;
    if ((options.isCta && last) || (options.exclaim === 2 && short)) {
      out = out.slice(0, span.end) + "!" + out.slice(span.end + 1);
    }
  });
  return writingOf(options.language).punctuation === "spanish-marks" ? openExclamations(out) : out;
}

const QUOTE_CHARS = /["“”„«»‘‚‹›]/u;

/** Whether a quotation in the sentence closes before its end ("“Great”, says a customer"). */
function quoteClosesEarly(quoted: readonly boolean[], span: Sentence, text: string): boolean {
  let last = span.end - 1;
  while (last > span.start && /\s/u.test(text.charAt(last))) last--;
  if (quoted[last]) return false;
  for (let k = span.start; k < last; k++) if (quoted[k]) return true;
  return false;
}

/**
 * Spanish opens every exclamation with ¡ at the sentence's first letter. A sentence that is a
 * quotation takes both marks inside it: «¡Justo lo que buscaba!», never ¡«…»!.
 */
function openExclamations(text: string): string {
  let out = text;
  const spans = sentenceSpans(text).reverse();
  const { close } = quoteMarks("es");
  for (const span of spans) {
    if (out.charAt(span.end) !== "!") continue;
    const sentence = out.slice(span.start, span.end);
    if (sentence.includes("¡")) continue;
    // A list item's number is no part of its sentence: "2. ¡Empieza ya!", never "¡2. Empieza ya!".
    const marker = /^\s*\d+[.)]\s+/u.exec(sentence)?.[0].length ?? 0;
    const found = sentence.slice(marker).search(/[\p{L}\p{N}]/u);
    if (found < 0) continue;
    const offset = marker + found;
    const at = span.start + offset;
    const quoted = /^\s*["“«‘]/u.test(sentence);
    const before = out.charAt(span.end - 1);
    // «…»! → «…!»: the exclamation belongs to the quoted words.
    if (quoted && (close.includes(before) || before === '"')) out = out.slice(0, span.end - 1) + "!" + before + out.slice(span.end + 1);
    out = out.slice(0, at) + "¡" + out.slice(at);
  }
  return out;
}

/**
 * Closes a sentence with a full stop unless it has a closing mark. A quotation at the end keeps
 * its own mark; without one, English, German, Dutch, Portuguese and Turkish put the stop inside
 * the closing quote („…gut.“), French, Spanish and Italian after it («…»).
 */
export function closeSentence(text: string, language: LanguageCode): string {
  // A bracket closes its aside, not the sentence: "ingresso 5 € a persona (gioco illimitato)" ran into
  // "Prenota un tavolo!" (round 6); only "(… Preise inkl. MwSt.)" ends with its own stop.
  if (!text || /[.!?:…]\)?$/u.test(text)) return text;
  const last = text.charAt(text.length - 1);
  if (last !== '"' && !quoteMarks(language).close.includes(last)) return `${text}.`;
  const body = text.slice(0, -1).replace(/[ \u00A0]+$/u, "");
  if (/[.!?…]$/u.test(body)) return text;
  if (writingOf(language).stopAfterQuote) return `${text}.`;
  return `${body}.${text.slice(body.length)}`;
}

/** Whether a sentence of the text has two colons ("Neu: X bringt mit: …"); links and times aside. */
export function hasTwoColons(text: string): boolean {
  if (text.indexOf(":") === text.lastIndexOf(":")) return false;
  return text
    .replace(/\b(?:https?|ftp):\/\/\S+/giu, "")
    .split(/(?<=[.!?])\s+|\n/u)
    .some((sentence) => (sentence.match(/(?<!\d):(?!\d)/gu) ?? []).length > 1);
}

/** Headline slots carry no closing full stop; strict ones (Google) no "!" either. */
export function plainEnding(text: string, strict: boolean): string {
  const out = strict ? text.replace(/¡/g, "").replace(/!(?=\s)/g, ".").replace(/!+$/u, "") : text;
  return out.replace(/\.$/u, "").trim();
}

/** For each character, whether it lies in a quotation that a sentence continues around ("“yeter!” diyene"). */
function embeddedQuotations(text: string, language: LanguageCode): boolean[] {
  const inside = insideQuotes(text, language);
  const out = inside.map(() => false);
  for (let start = 0; start < inside.length; ) {
    if (!inside[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end + 1 < inside.length && inside[end + 1]) end++;
    const before = text.slice(0, start).replace(/[ \u00A0]+$/u, "");
    const after = text.slice(end + 1).replace(/^[ \u00A0]+/u, "");
    const opensSentence = before === "" || /[.!?:\n]$/u.test(before) || /^\d+\.$/u.test(before.split("\n").at(-1) ?? "");
    const continues = /^[\p{Ll},;]/u.test(after);
    if (!opensSentence || continues) for (let k = start; k <= end; k++) out[k] = true;
    start = end + 1;
  }
  return out;
}

/**
 * Keeps at most `max` exclamation marks in a text: the last (usually the call to action) and
 * then the first (the hook); the others become full stops, with their Spanish "¡" removed.
 */
export function capExclamations(text: string, max: number, language: LanguageCode): string {
  // A "!" inside a quotation set in a sentence belongs to the quoted words ("“yeter!” diyene
  // kadar"): it neither counts nor changes. A quotation standing as sentences of its own counts.
  if ((text.match(/!/g) ?? []).length <= max) return text;
  const quoted = QUOTE_CHARS.test(text) ? embeddedQuotations(text, language) : [];
  const marks: number[] = [];
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === "!" && !quoted[i]) marks.push(i);
  if (marks.length <= max) return text;
  const spanish = writingOf(language).punctuation === "spanish-marks";
  const keep = new Set<number>();
  if (max >= 1) keep.add(marks[marks.length - 1] as number);
  if (max >= 2) keep.add(marks[0] as number);
  let out = text;
  // Right to left, so earlier indices stay valid while "¡" and spaces are removed.
  for (const at of [...marks].reverse()) {
    if (keep.has(at)) continue;
    // A French "!" has a no-break space before it; a full stop has none.
    let stop = at;
    while (stop > 0 && /[ \u00A0]/u.test(out.charAt(stop - 1))) stop--;
    out = out.slice(0, stop) + "." + out.slice(at + 1);
    if (spanish) {
      const start = Math.max(out.lastIndexOf(".", stop - 1), out.lastIndexOf("!", stop - 1), out.lastIndexOf("?", stop - 1), out.lastIndexOf("\n", stop - 1));
      const inverted = out.indexOf("¡", start + 1);
      if (inverted >= 0 && inverted < stop) out = out.slice(0, inverted) + out.slice(inverted + 1);
    }
  }
  return out;
}

// One or two "!" per text read as energy; one per sentence reads as shouting.
export const MAX_EXCLAMATIONS = 2;
