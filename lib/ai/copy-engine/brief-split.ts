/**
 * Cuts a product description into phrases a pattern can hold: sentences, clauses at commas,
 * enumerations into their items, and a defining first sentence ("A self-heating mug that keeps
 * coffee hot") into what the product is and what it does.
 */
import { isNounPhrase } from "./fact-form";

export const cleanPhrase = (text: string): string =>
  text.replace(/[{}]/g, "").replace(/\s+/g, " ").trim().replace(/^[\s\-–—•*·,;:]+|[\s.,;:!?\-–—]+$/gu, "");

// Words that open a dependent clause: such a clause cannot stand alone, so it is not split off.
const SUBORDINATE = new Set(
  "which that who where while because so but um die der das weil wenn damit dass qui que où car donc quien donde porque para che dove perché per onde dat waar omdat om ki çünkü"
    .split(" "),
);

// Abbreviations customers write before a lower-case word ("incl. VAT", "z. B. DATEV", "p. ex. FEC", "max. 8"): no sentence ends there.
const ABBREVIATION = /(?:^|[^\p{L}])(?:incl|inkl|excl|exkl|z|b|p|ex|e\.g|i\.e|eg|ie|etc|ca|approx|max|máx|min|mín|nr|no|dr|prof|bzw|usw|ggf|vs|env|ej|p\.ej|aprox|ecc|es|pág|tel|sept|oct|nov|dec|jan|feb|mar|apr|aug|st|mt|mio|mrd|u|a)$/iu;

/**
 * Sentence ends as line breaks. A full stop before a lower-case word ends a sentence too, as
 * customers type ("…since 1987). sourdough, cinnamon buns…"); none ends after an abbreviation,
 * whatever follows ("z. B. DATEV", "p. ex. FEC").
 */
function markSentenceEnds(text: string): string {
  return text.replace(/([.!?])[^\S\n]+(?=[\p{L}\p{N}"“„«¿¡])/gu, (match, mark: string, offset: number) => {
    if (mark !== ".") return `${mark}\n`;
    const before = text.slice(Math.max(0, offset - 12), offset);
    return ABBREVIATION.test(before) ? match : ".\n";
  });
}

export function sentencesOfDescription(description: string): string[] {
  return markSentenceEnds(description.replace(/\r/g, ""))
    .split(/\n+|;\s+|\s[•·]\s|\s[–—]\s/u)
    .map((s) => s.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/u, "").replace(/^[\p{L} ]{2,20}:\s+(?=\S)/u, ""))
    .map(cleanPhrase)
    .filter((s) => s.length > 0);
}

// A Turkish participle ("tutan", "ısıtan", "sevdiğiniz", "olacak") modifies the noun after the
// comma: "Kahvenizi sıcak tutan, kendi kendini ısıtan kupa" is one noun phrase.
const TR_PARTICIPLE = /(?:[ae]n|[dt][ıiuü]ğ[ıiuü](?:n[ıiuü]z)?|[ae]c[ae]k|m[ıiuü]ş)$/u;

const ITEM_WORDS = 4;

/**
 * A sentence that is one enumeration of short items: "check-ups, hygienist appointments, white
 * fillings and Invisalign", "Vanille, Schoko, Salted Caramel", "soins, détartrage, implants et
 * aligneurs". Cut at its commas, it gave "Check-ups, hygienist appointments." as a fact: a list
 * cut in two, without its "and" (hand labels, round 4).
 */
export function isShortEnumeration(sentence: string, language = "en"): boolean {
  const parts = sentence.split(/,\s+/);
  if (parts.length < 2 || /\d/u.test(sentence)) return false;
  const items = [...parts.slice(0, -1), ...(parts.at(-1) ?? "").split((language && CONJUNCTIONS[language]) || ANY_CONJUNCTION)];
  if (items.length < 3) return false;
  const wordsOf = items.map((item) => item.trim().split(/\s+/));
  // Items that all stand alone ("automatic bank sync, invoices in two clicks and …") are split as before;
  // a one-word item ("check-ups", "Schoko") cannot stand alone, and merging it cut the list in two.
  if (!wordsOf.some((words) => words.length === 1)) return false;
  return wordsOf.every((words) => words.length <= ITEM_WORDS && !words.some((w) => SUBORDINATE.has(w.toLowerCase())));
}

/** Clauses at commas; a part too short to stand, or opening with "which"/"that", stays attached; a short enumeration stays whole. */
export function splitClauses(sentence: string, language = "en"): string[] {
  if (isShortEnumeration(sentence, language)) return [sentence];
  const clauses: string[] = [];
  for (const part of sentence.split(/,\s+/)) {
    const words = part.split(/\s+/);
    const last = clauses.at(-1);
    const first = (words[0] ?? "").toLowerCase();
    const modifier = language === "tr" && last !== undefined && TR_PARTICIPLE.test((last.split(/\s+/).at(-1) ?? "").toLowerCase());
    if (last !== undefined && (words.length < 2 || last.split(/\s+/).length < 2 || SUBORDINATE.has(first) || modifier)) {
      clauses[clauses.length - 1] = `${last}, ${part}`;
    } else clauses.push(part);
  }
  return clauses;
}

// "and" per language: French "en" and Portuguese "em" are prepositions, not Dutch "en".
const CONJUNCTIONS: Readonly<Record<string, RegExp>> = {
  en: /\s+(?:and|&)\s+/u,
  de: /\s+(?:und|&)\s+/u,
  fr: /\s+(?:et|&)\s+/u,
  es: /\s+(?:y|e|&)\s+/u,
  it: /\s+(?:e|ed|&)\s+/u,
  pt: /\s+(?:e|&)\s+/u,
  nl: /\s+(?:en|&)\s+/u,
  tr: /\s+(?:ve|&)\s+/u,
};
const ANY_CONJUNCTION = /\s+(?:and|&|und|et|y|e|en|ve)\s+/u;
const DETERMINER = /^(?:a|an|the|your|its|ein|eine|un|une|le|la|les|el|la|los|las|il|lo|uno|una|o|um|uma|een|het|de|bir)\s/iu;

/**
 * Items of an enumeration: "X, Y and Z" gives three phrases. A bare "X and Y" is split only when
 * both halves open with a determiner ("a grippy outsole and a mesh upper"), since "black and
 * white" or "hot and cold" are one idea.
 */
export function splitList(clauses: readonly string[], wasList: boolean, language?: string): string[] {
  const last = clauses.at(-1);
  if (last === undefined) return [];
  // "igiene, otturazioni, impianti e allineatori trasparenti" is one list: its last "e" is no cut.
  if (clauses.length === 1 && isShortEnumeration(last, language)) return [...clauses];
  const halves = last.split((language && CONJUNCTIONS[language]) || ANY_CONJUNCTION);
  const twoItems = halves.length === 2 && halves.every((h) => DETERMINER.test(h) && h.split(/\s+/).length >= 2);
  const listTail = (wasList || clauses.length > 1) && halves.length === 2 && halves.every((h) => h.split(/\s+/).length >= 2);
  if (!twoItems && !listTail) return [...clauses];
  return [...clauses.slice(0, -1), ...halves];
}

export interface Definition {
  /** What the product is, as an appositive: "a self-heating mug", "lightweight trail running shoes". */
  descriptor: string;
  /** "a"/"an" descriptors take a singular verb, so "a mug that keeps" reads right and "shoes that keeps" is avoided. */
  singular: boolean;
  /** What follows the descriptor: a relative clause's verb phrase, or an enumeration of features. */
  rest: string | null;
  restIsList: boolean;
}

const MAX_DESCRIPTOR = 50;

function descriptorOf(text: string): { descriptor: string; singular: boolean } | null {
  const descriptor = text.trim();
  if (!descriptor || [...descriptor].length > MAX_DESCRIPTOR || !isNounPhrase(descriptor)) return null;
  if (/^the\s/iu.test(descriptor)) return null;
  return { descriptor, singular: /^an?\s/iu.test(descriptor) };
}

/**
 * English definitions of the product in its description's first sentence:
 * "A mug that keeps coffee hot", "Trail shoes with a 6 mm drop and a mesh upper",
 * "Bookkeeping software for freelancers: bank sync, invoices…", or "A handmade ceramic mug".
 */
export function splitDefinition(sentence: string): Definition | null {
  const relative = /^((?:an?\s+)?[^,:;]{2,60}?)\s+(?:that|which|who)\s+(.+)$/iu.exec(sentence);
  if (relative?.[1] && relative[2]) {
    const head = descriptorOf(relative[1]);
    if (head) return { ...head, rest: relative[2], restIsList: false };
  }
  const withList = /^([^,:;]{3,60}?)\s+(?:with|featuring)\s+(.+)$/iu.exec(sentence);
  if (withList?.[1] && withList[2]) {
    const head = descriptorOf(withList[1]);
    if (head) return { ...head, rest: withList[2], restIsList: true };
  }
  const colon = /^([^,:;]{3,60}?):\s+(.+)$/u.exec(sentence);
  if (colon?.[1] && colon[2]) {
    const head = descriptorOf(colon[1]);
    if (head) return { ...head, rest: colon[2], restIsList: true };
  }
  // A first sentence that only names the kind of product: "A handmade ceramic mug", "Noise-cancelling headphones".
  if (/^an?\s/iu.test(sentence) || (/s$/u.test(sentence) && sentence.split(/\s+/).length <= 4)) {
    const head = descriptorOf(sentence);
    if (head) return { ...head, rest: null, restIsList: false };
  }
  return null;
}

/**
 * A colon definition in any language: "Buchhaltungssoftware für Freelancer: automatischer
 * Bankabgleich, …" gives the descriptor and a list of what it has, so no fact carries the colon.
 */
export function colonDefinition(sentence: string): Definition | null {
  const colon = /^([^,:;]{3,60}?):\s+(.+)$/u.exec(sentence);
  const head = colon?.[1]?.trim();
  if (!head || !colon?.[2] || /\d/.test(head) || head.split(/\s+/).length > 6) return null;
  return { descriptor: head, singular: false, rest: colon[2], restIsList: true };
}
