/**
 * What readers found in every round of bench/ad-copy-quality (issue #25) that the score kept missing on the
 * next blind round (round 13: gap 4.8): a piece of the brief copied as it was typed, standing where it refers
 * to nothing or says nothing. Each check is a shape read against the brief, not a phrase a round held, and
 * each was run over the clean-by-hand texts of rounds 5-13, none of which it marks:
 * - a sentence that opens on a word pointing back to something the text never said: "As outras latas…",
 *   "En bref : sinon bocaux consignés…" (the brief's "the others", "otherwise", after what the text left out);
 * - half of one of the brief's pairs as a sentence of one to three words: the tail after "and" ("De
 *   temporada." of "cocina vasca y de temporada") or a head whose other half only qualifies it ("Non
 *   filtrate." of "non filtrate e non pastorizzate");
 * - the brief's shorthand kept: a short word the brief ends with a dot in mid-phrase ("600 réf. :",
 *   "45€/pers.") written again in the text, where people read it as a note, not as copy;
 * - a headline that is a figure and one or two words ("Headline 2: 1500 latas"): torn from what it counted;
 * - the brief's abbreviation closing a bracket ("(… à mi-sept.)", "(circa 30 Min.)"), whatever the word;
 * - in English, a contraction the brief typed without its apostrophe ("theres", "ive") written again, and a
 *   count as an adjective without its hyphen ("a 12 month warranty");
 * - outside English, an English "-free" kept from the brief ("Passepartout acid free"): another language.
 * Patterns that depend on the brief are built once per brief and cached, since the score runs on every text.
 */
import { escapeRegExp, OPENS_ON_WHAT_CAME_BEFORE } from "@/lib/ai/language";

export interface CopiedInput {
  value: string;
  productName: string;
  productDescription: string;
  cta?: string;
}

export interface CopiedFlaws {
  grammar: string[];
  /** Words of another language the brief typed ("passepartout acid free" in Italian). */
  language: string[];
}

const SLOT_LABEL = /^(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: /u;
const lower = (text: string): string => text.toLocaleLowerCase().replace(/’/gu, "'");
const letters = (text: string): string[] => text.split(/[^\p{L}\d'&%€£$]+/u).filter(Boolean);

/** The text's sentences, each without its slot label, bullet, and the name framing it ("X: …", "… — X"). */
function sentencesOf(value: string, framed: RegExp | null): string[] {
  const out: string[] = [];
  for (const line of value.split("\n")) {
    const bare = line.replace(SLOT_LABEL, "").trim();
    if (!bare || bare.startsWith("#") || /^(?:Business name|Brand name): /u.test(line)) continue;
    for (const piece of bare.split(/(?<=[.!?])\s+(?=\p{Lu}|\d|¡|¿)/u)) {
      const s = (framed ? piece.replace(framed, "") : piece).replace(/^[•\-–\s]+/u, "").trim();
      if (s) out.push(s);
    }
  }
  return out;
}

interface BriefPatterns {
  /** The name framing a sentence ("X: …", "… — X"), cut before the sentence is read. */
  framed: RegExp | null;
  /** The brief's short words it ends with a dot in mid-phrase ("réf.", "pers."), as they would be copied. */
  shorthand: RegExp | null;
}

// Shorthand readers take as written in every round ("6 enfants max.", "ca. 6 weken", "30 Min. kostenlos").
const READ_AS_WORDS: ReadonlySet<string> = new Set(["max", "máx", "min", "ca", "inkl", "incl", "excl", "zzgl", "bzw", "usw", "etc", "ecc", "nr", "tel"]);
// English contractions typed without their apostrophe ("theres", "ive", "dont"): copied from a brief, a slip in print.
const BARE_CONTRACTION = /\b(?:theres|ive|dont|doesnt|didnt|isnt|arent|wasnt|werent|havent|hasnt|cant|couldnt|wouldnt|shouldnt|youre|youll|weve|thats|whats|wont)\b/giu;
// A headline slot that is a figure and at most two other words ("Headline 2: 1500 latas", "Headline: 45 €/pers"): the
// count without what it counts. Up to three words; "Unas 40 clases semanales" people read as a whole (round 6).
// A count above one with a singular unit before a noun ("a 12 month warranty"): the hyphen the brief left out.
const UNHYPHENATED = /\b(?:[2-9]|\d{2,}) (?:month|year|week|day|hour|minute|mile|night|litre|liter|metre|meter|inch|foot)\s+(?!(?:a|an|the|of|and|or|to|in|on|at|for|from|with|by|per|if|is|are|only|when|ahead|before|after|later|ago|old|long|away)\b)\p{Ll}/u;
// English "-free" ("acid free", "gluten free") kept in a text of another language.
const ENGLISH_FREE = /(?<![\p{L}])\p{L}+[ -]free(?![\p{L}])/iu;
// The brief's abbreviation closing a bracket ("(ouverte de juin à mi-sept.)", "(circa 30 Min.)"): read as a note, in
// every round, whatever the word.
const DOT_IN_BRACKET = /(?<![\p{L}])(\p{L}{2,4})\.\)/gu;
const HEADLINE = /^(?:Headline|Long headline|Title)(?: \d)?: (.+)$/gmu;

let cached: { key: string; patterns: BriefPatterns } | null = null;
function patternsOf(description: string, name: string): BriefPatterns {
  const key = `${name}\n${description}`;
  if (cached?.key === key) return cached.patterns;
  const n = escapeRegExp(name);
  const framed = name ? new RegExp(`^${n}\\s*[:—–-]\\s*|\\s*[—–-]\\s*${n}\\.?$|^${n}\\.$`, "iu") : null;
  const found = new Set<string>();
  // A dot that does not end the sentence: a colon, a bracket or a figure follows ("réf. :", "pers. (", "max. 10").
  for (const m of description.matchAll(/(?<![\p{L}.])(\p{L}{2,4})\.(?=\s*[:(),;/]|\s*\d)/gu)) found.add(m[1]!);
  const words = [...found].filter((w) => !READ_AS_WORDS.has(w.toLocaleLowerCase())).map(escapeRegExp);
  const shorthand = words.length ? new RegExp(`(?<![\\p{L}])(?:${words.join("|")})\\.(?=\\s*:|\\s+\\p{Lu}|\\s*$)|\\/(?:${words.join("|")})\\b`, "u") : null;
  const patterns = { framed, shorthand };
  cached = { key, patterns };
  return patterns;
}

// "and" in the languages the engine writes: a phrase right after it in the brief is the tail of a pair.
const AND = /^(?:and|und|y|e|et|en|ve)$/iu;
// What may follow a pair's "and" and start a new noun phrase rather than finish the first one.
const PHRASE_START = /^(?:de|del|da|di|do|du|des|a|à|al|in|im|con|com|mit|with|per|pour|for|für|the|le|la|les|el|los|las|il|lo|gli|o|os|as|der|die|das|den)$/iu;

/**
 * A sentence of one to three words that is one half of a pair the brief writes: the tail after "and" ("De
 * temporada." of "cocina vasca y de temporada"), or a head whose pair word after "and" only qualifies it
 * ("Non filtrate." of "non filtrate e non pastorizzate", "Corsi base" of "corsi base e avanzati"). A head
 * followed by a new noun phrase ("Cocina vasca." before "y de temporada"), a capitalised noun, or a code
 * ("Klasse B und A") people read as whole.
 */
function cutPhrase(sentence: string, description: string, name: string, cta: string): boolean {
  const words = letters(sentence);
  if (words.length === 0 || words.length > 3 || /\d/u.test(sentence) || (words.at(-1) ?? "").length < 2) return false;
  const s = lower(words.join(" "));
  if (s === lower(name) || (cta && lower(cta).includes(s))) return false;
  const at = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(s).replace(/ /gu, "[\\s,]+")}(?![\\p{L}\\d])`, "giu");
  for (const m of description.matchAll(at)) {
    const before = description.slice(0, m.index).trimEnd().split(/\s+/u).at(-1) ?? "";
    if (AND.test(before)) return true;
    const [join, next] = description.slice((m.index ?? 0) + m[0].length).trimStart().split(/\s+/u);
    if (join && next && AND.test(join) && /^\p{Ll}{2,}/u.test(next) && !PHRASE_START.test(next)) return true;
  }
  return false;
}

export function copiedFlawsOf(input: CopiedInput, language: string): CopiedFlaws {
  const grammar: string[] = [];
  const other: string[] = [];
  const { framed, shorthand } = patternsOf(input.productDescription, input.productName);
  const sentences = sentencesOf(input.value, framed);
  for (const sentence of sentences) {
    // After a heading's colon too: "En bref : sinon bocaux consignés".
    const opening = sentence.split(/\s:\s|:\s/u).at(-1) ?? sentence;
    if (OPENS_ON_WHAT_CAME_BEFORE.test(sentence) || OPENS_ON_WHAT_CAME_BEFORE.test(opening)) grammar.push(`points back to nothing: ${sentence}`);
    else if (cutPhrase(sentence, input.productDescription, input.productName, input.cta ?? "")) grammar.push(`phrase cut from the brief: ${sentence}`);
  }
  for (const m of input.value.matchAll(HEADLINE)) {
    const tokens = m[1]!.trim().split(/\s+/u);
    if (tokens.length <= 3 && /\d/u.test(m[1]!) && !lower(m[1]!).includes(lower(input.productName))) grammar.push(`figure torn from its subject: ${m[1]}`);
  }
  if (language === "en") {
    const typed = new Set(lower(input.productDescription).match(BARE_CONTRACTION) ?? []);
    const copied = (input.value.match(BARE_CONTRACTION) ?? []).find((w) => typed.has(lower(w)));
    if (copied) grammar.push(`the brief's typing: ${copied}`);
  }
  if (shorthand) {
    const m = input.value.match(shorthand);
    if (m) grammar.push(`the brief's shorthand: ${m[0]}`);
  }
  if (language === "en" && UNHYPHENATED.test(input.value)) grammar.push("a count as an adjective without its hyphen");
  if (language !== "en") other.push(...(input.value.match(ENGLISH_FREE) ?? []));
  const description = lower(input.productDescription);
  for (const m of input.value.matchAll(DOT_IN_BRACKET)) if (description.includes(`${lower(m[1]!)}.`)) grammar.push(`the brief's shorthand: ${m[0]}`);
  return { grammar, language: other };
}
