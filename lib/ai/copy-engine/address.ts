/**
 * Formal and informal address, read with a language pack's word lists: which register a phrase of
 * the user's (a fact, the CTA) is written in, whether a text slips into the wrong one, and the
 * word swaps that carry a phrase across ("deinen Kaffee" → "Ihren Kaffee").
 *
 * Markers written with a capital (German "Sie", "Ihre"; Italian "Lei", "Suo") match only with
 * that capital and only mid-sentence, where the capital is the courtesy form and not the start of
 * a sentence: "sie/ihre" (she, they, her) and "suo" (his) are not formal address.
 */
import type { LanguagePack } from "./languages/types";

export type Address = "formal" | "informal";

interface Token {
  word: string;
  index: number;
  /** The first word of a sentence, a line or a quotation, whose capital says nothing. */
  start: boolean;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    // What lies between this word and the previous one: a sentence end, a colon or a line break starts anew.
    const between = text.slice(last, match.index);
    const start = out.length === 0 || /[.!?:…\n]/u.test(between);
    out.push({ word: match[0].replace(/’/g, "'"), index: match.index, start });
    last = match.index + match[0].length;
  }
  return out;
}

const capitalised = (word: string): boolean => word !== word.toLowerCase();

function matches(entry: string, token: Token): boolean {
  if (capitalised(entry)) return token.word === entry && !token.start;
  return token.word.toLowerCase() === entry;
}

/** The entries of a word list a text uses; several-word entries match anywhere. */
export function addressHits(text: string, words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const list = tokens(text);
  const anyCase = new Set(list.map((t) => t.word.toLowerCase()));
  const midSentence = new Set(list.filter((t) => !t.start).map((t) => t.word));
  const lower = text.toLowerCase();
  return words.filter((w) => (w.includes(" ") ? lower.includes(w.toLowerCase()) : capitalised(w) ? midSentence.has(w) : anyCase.has(w)));
}

const SUFFIX_CACHE = new Map<string, RegExp>();
const suffixRegExp = (source: string): RegExp => {
  let re = SUFFIX_CACHE.get(source);
  if (!re) SUFFIX_CACHE.set(source, (re = new RegExp(source, "iu")));
  return re;
};

/**
 * The register a phrase is written in, or null when it has no marker or as many of each.
 * Ambiguous markers (Spanish "su": its, his or your) count only when `lenient`. With `opening`,
 * a capitalised marker that opens the phrase counts too: a description that starts "Ihre Daten…"
 * talks to its reader.
 */
export function addressOf(text: string, pack: LanguagePack, lenient = false, opening = false): Address | null {
  if (!text || pack.formalWords.length + pack.informalWords.length === 0) return null;
  const ambiguous = new Set(lenient ? [] : (pack.ambiguousAddressWords ?? []));
  let formal = addressHits(text, pack.formalWords.filter((w) => !ambiguous.has(w))).length;
  const first = opening ? /^\p{L}+/u.exec(text)?.[0] : undefined;
  if (first && capitalised(first) && pack.formalWords.includes(first)) formal++;
  const informal = addressHits(text, pack.informalWords.filter((w) => !ambiguous.has(w))).length;
  if (pack.formalPattern && suffixRegExp(pack.formalPattern).test(text)) formal++;
  return formal > informal ? "formal" : informal > formal ? "informal" : null;
}

/** Words of the other register in a text written in `formal` or informal address. */
export function wrongAddressWords(text: string, pack: LanguagePack, formal: boolean): string[] {
  return addressHits(text, formal ? pack.informalWords : pack.formalWords);
}

/** Whether a phrase talks to the reader in either register (so a customer's quote cannot hold it). */
export function addressesReaderIn(text: string, pack: LanguagePack): boolean {
  return addressOf(text, pack) !== null || addressHits(text, pack.readerWords ?? []).length > 0;
}

/**
 * The phrase in the other register when the pack's swaps cover every marker it holds
 * ("hält deinen Kaffee" → "hält Ihren Kaffee"), or null ("du hast" would need another verb).
 */
export function swapAddress(text: string, pack: LanguagePack, to: Address): string | null {
  const map = to === "formal" ? pack.addressSwap?.toFormal : pack.addressSwap?.toInformal;
  if (!map) return null;
  const from = to === "formal" ? pack.informalWords : pack.formalWords;
  const list = tokens(text);
  let out = "";
  let last = 0;
  for (const token of list) {
    const marker = from.some((w) => matches(w, token) || (token.start && w.toLowerCase() === token.word.toLowerCase()));
    if (!marker) continue;
    const replacement = map[token.word] ?? map[token.word.toLowerCase()];
    if (replacement === undefined) return null;
    // Facts are kept in their mid-sentence form, so the swap's own case holds ("Ihre Daten" → "deine Daten").
    out += text.slice(last, token.index) + replacement;
    last = token.index + token.word.length;
  }
  if (pack.formalPattern && to === "informal" && suffixRegExp(pack.formalPattern).test(text)) return null;
  return last === 0 ? null : out + text.slice(last);
}

/**
 * Whether a text is written in formal address: as the customRequest asks, else as the user's own
 * call to action is written ("Hemen sipariş verin" is formal, "Bestell jetzt" informal), else as
 * the tone prefers. A CTA the text repeats verbatim must agree with the sentences around it.
 */
export function formalFor(requested: Address | null, cta: string | null, pack: LanguagePack, toneFormal: boolean): boolean {
  if (requested) return requested === "formal";
  const own = cta ? addressOf(cta, pack) : null;
  return own ? own === "formal" : toneFormal;
}

// Lower case letter by letter, keeping the length ("İ" would become two code units).
const lowerKeepingLength = (text: string): string =>
  text.replace(/\p{Lu}/gu, (c) => {
    const lower = c.toLowerCase();
    return lower.length === c.length ? lower : c;
  });

/** The text without the user's own phrases, whose address is theirs, not the engine's. */
export function withoutPhrases(text: string, phrases: ReadonlyArray<string | null | undefined>): string {
  let out = text;
  let lower = lowerKeepingLength(out);
  const sorted = phrases.filter((p): p is string => !!p && p.length > 2).sort((a, b) => b.length - a.length);
  for (const phrase of sorted) {
    const needle = lowerKeepingLength(phrase);
    if (!lower.includes(needle)) continue;
    let next = "";
    let last = 0;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      next += out.slice(last, at) + " ";
      last = at + needle.length;
    }
    out = next + out.slice(last);
    lower = lowerKeepingLength(out);
  }
  return out;
}
