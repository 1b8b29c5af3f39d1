/**
 * Formal and informal address, read with a reading pack's word lists (reading-packs.ts): which
 * register a phrase of the user's (a fact, the CTA) is written in, whether a text slips into the
 * wrong one, and the word swaps that carry a phrase across ("deinen Kaffee" → "Ihren Kaffee").
 *
 * Markers written with a capital (German "Sie", "Ihre"; Italian "Lei", "Suo") match only with
 * that capital and only mid-sentence, where the capital is the courtesy form and not the start of
 * a sentence: "sie/ihre" (she, they, her) and "suo" (his) are not formal address.
 */
import type { ReadingPack } from "./reading-packs";
import { escapeRegExp } from "../text";

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
export function addressOf(text: string, pack: ReadingPack, lenient = false, opening = false): Address | null {
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
export function wrongAddressWords(text: string, pack: ReadingPack, formal: boolean): string[] {
  return addressHits(text, formal ? pack.informalWords : pack.formalWords);
}

/** Whether a phrase talks to the reader in either register (so a customer's quote cannot hold it). */
export function addressesReaderIn(text: string, pack: ReadingPack): boolean {
  return addressOf(text, pack) !== null || addressHits(text, pack.readerWords ?? []).length > 0;
}

/**
 * The phrase in the other register when the pack's swaps cover every marker it holds
 * ("hält deinen Kaffee" → "hält Ihren Kaffee"), or null ("du hast" would need another verb).
 */
export function swapAddress(text: string, pack: ReadingPack, to: Address): string | null {
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
 * the tone prefers — except that a French text for a plural audience says "vous". A CTA the text
 * repeats verbatim must agree with the sentences around it.
 */
export function formalFor(requested: Address | null, cta: string | null, pack: ReadingPack, toneFormal: boolean, audience: string | null = null): boolean {
  if (requested) return requested === "formal";
  const own = cta ? addressOf(cta, pack) : null;
  if (own) return own === "formal";
  // French speaks to a group with "vous" in any register: "Restaurateurs, tout ce que vous voulez…", never "… tu veux".
  if (pack.code === "fr" && isPluralAudience(audience, pack.code)) return true;
  return toneFormal;
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

// "coureurs débutants", "les parents", "dueños de restaurantes", "quienes van al trabajo", "ristoratori",
// "donne over 30", "runner alle prime armi" (an English noun is the same in the Italian plural), "os pais": a group.
const PLURAL_HEAD: Partial<Record<string, RegExp>> = {
  fr: /^(?:(?:les|des|tous les|toutes les|ces|nos|vos)\s+|(?:ceux|celles)(?!\p{L}))|^\p{L}+[sx](?!\p{L})/iu,
  es: /^(?:(?:los|las|todos los|todas las|quienes|nuestros|nuestras)(?!\p{L}))|^\p{L}+s(?!\p{L})/iu,
  // Italian masculine plurals end in -i ("chi", whoever, is one reader); feminine ones in -e, as do singulars ("madre",
  // "cliente"), so those are listed.
  it: /^(?:(?:i|gli|le|tutti i|tutti gli|tutte le|quelli|quelle|coloro)(?!\p{L}))|^(?!chi(?!\p{L}))\p{L}+i(?!\p{L})|^(?:donne|mamme|neomamme|ragazze|persone|famiglie|coppie|aziende|imprese|squadre|studentesse|runner|freelance|freelancer|manager|designer|gamer|biker|rider|maker|creator|developer|founder)(?!\p{L})/iu,
  pt: /^(?:(?:os|as|todos os|todas as|nossos|nossas)(?!\p{L}))|^\p{L}+s(?!\p{L})/iu,
};

/** Whether an audience names a group that French, Spanish, Italian or Portuguese must address in the plural. */
export function isPluralAudience(audience: string | null, language: string): boolean {
  const head = PLURAL_HEAD[language];
  return !!audience && !!head && head.test(audience.trim());
}

// Words that talk to one reader: French "tu/toi/ton", Spanish "tú/ti/te" and singular "usted" (not "ustedes"),
// Italian "tu/ti/tuo" and the courtesy "Lei/Le/Suo" (capitalised mid-sentence: "le" is also an article),
// Portuguese "você" (not "vocês"), "tu/te/teu" and "o senhor"; "seu/sua" is also his or her, so it decides nothing.
const SINGULAR_YOU: Partial<Record<string, readonly string[]>> = {
  fr: ["tu", "te", "toi", "ton", "ta", "tes", "t'", "t’"],
  es: ["tú", "tu", "tus", "te", "ti", "contigo", "usted"],
  it: ["tu", "ti", "te", "tuo", "tua", "tuoi", "tue", "Lei", "Le", "Suo", "Sua", "Suoi", "Sue"],
  pt: ["você", "tu", "te", "ti", "teu", "tua", "teus", "tuas", "contigo", "o senhor", "a senhora"],
};

// Packs whose {formal|informal} choices are written in the plural where they follow an audience ("vocês").
const PLURAL_YOU_CHOICES = new Set(["pt"]);

const sentencesIn = (text: string): string[] => text.split(/(?<=[.!?…])\s+|\n+/u).filter((s) => s.trim());

/**
 * Whether a text names a plural audience and talks to one reader right there ("Parents pressés ? C'est
 * pour toi.", "Corredores, ¿de verdad puedes esperar?"): the sentence naming the audience or the next
 * one holds a singular "you". Elsewhere a singular reader is fine ("Pensado para corredores. Pruébalo.").
 */
export function singularYouToGroup(text: string, audience: string | null, pack: ReadingPack): boolean {
  const words = SINGULAR_YOU[pack.code];
  if (!words || !audience || !isPluralAudience(audience, pack.code)) return false;
  const sentences = sentencesIn(text);
  const needle = audience.toLocaleLowerCase(pack.code);
  return sentences.some((sentence, i) => {
    const lower = sentence.toLocaleLowerCase(pack.code);
    if (!lower.includes(needle)) return false;
    // Named in passing ("… de dueños de restaurantes."), the audience is not the one spoken to in the next sentence;
    // called out first ("Parents pressés ? C'est pour toi."), it is. A colon only sets the topic ("Parents : on nous le dit…").
    const calledOut = new RegExp(`^[^\\p{L}]*${escapeRegExp(needle)}\\s*[,?]`, "u").test(lower.replace(/^[¿¡«“"\s]+/u, ""));
    const around = withoutPhrases(calledOut ? `${sentence} ${sentences[i + 1] ?? ""}` : sentence, [audience]);
    return addressHits(around.replace(/(?<=\p{L})-(?=\p{L})/gu, " "), words).length > 0 || /(?<!\p{L})t['’]/iu.test(around);
  });
}

/**
 * Whether a pattern would address a plural audience as one reader: it names the audience and
 * talks to the reader ({vous|toi}, "puedes", "para você"). French "vous" is also the plural "you",
 * so only an informal French text clashes; Spanish, Italian and Portuguese patterns have no plural
 * "you" at all (usted, Lei and você are singular).
 */
export function patternTalksToGroup(template: string, audience: string | null, pack: ReadingPack, formal: boolean): boolean {
  if (!/\{[Aa]udience\}/u.test(template) || !isPluralAudience(audience, pack.code)) return false;
  if (pack.code === "fr" && formal) return false;
  const singular = SINGULAR_YOU[pack.code] ?? [];
  const choices = [...template.matchAll(/\{([^{}|]*\|[^{}]*)\}/gu)].map((m) => m[1]?.replace(/\|/gu, " ") ?? "");
  // A register choice talks to the reader; Portuguese writes it for a group ("{esta é para vocês|essa é pra vocês}"),
  // so there only a singular "você", "te" in it counts.
  const addresses = PLURAL_YOU_CHOICES.has(pack.code) ? choices.some((c) => addressHits(c, singular).length > 0) : choices.length > 0;
  const fixed = template.replace(/\{[^{}]*\}/gu, " ");
  return addresses || addressHits(fixed, [...pack.informalWords, ...pack.formalWords, ...singular]).length > 0;
}
