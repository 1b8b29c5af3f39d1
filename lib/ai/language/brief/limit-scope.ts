/**
 * A limit, a count, a scarcity or a warranty of a brief holds for one thing, not for the business
 * (issue #25, rounds 10 and 12): "nur 80 Stück" is said of the "Weihnachtsgänse vom Hof Sailer", "max 4
 * dogs" of the "small group walks", "garantie 2 ans … sur les pompes et filtres que nous installons" of
 * those pumps and filters, "5 year … warranty on every new stairlift" of new stairlifts (reconditioned
 * ones have 12 months), "só até esgotar" of the numbered series. Said alone, each becomes a claim about
 * the whole shop the brief never makes. Read once here for the brief reader, which keeps such a fact with
 * its subject (brief.ts, fact-cuts.ts), and for the claim checker, which flags it said without (claims/scope.ts).
 */
import { figuresIn } from "../claims/figures";
import { sentencesOfDescription } from "./brief-split";
import { STOPWORDS } from "./stopwords";

export interface LimitScope {
  /** The figure the limit states ("80"), canonical as claims/figures.ts writes it; null for a scarcity without one. */
  figure: string | null;
  /** A scarcity without a figure, lower-cased as the brief has it ("até esgotar"); null otherwise. */
  phrase: string | null;
  /** Words of its subject, one of which a sentence stating it must hold ("weihnachtsgänse", "pompes", "new"). */
  heads: readonly string[];
}

/** A sentence's clauses at commas and semicolons outside brackets ("2,5" and "1, 2" stay). */
export function clausesOf(sentence: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if ((c === "," || c === ";") && depth === 0 && sentence[i + 1] === " " && !/\d/u.test(sentence[i + 2] ?? "")) {
      out.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  out.push(sentence.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

// A clause that only qualifies the one before it: a limit or a count with no thing of its own ("só 6 datas",
// "máx. 12 pessoas por grupo", "2027 nur 8 Termine", "ca. 6 Std."); "2 vélos en option (15€/jour)" names its thing.
const QUALIFIER =
  /^(?:\S+\s)?(?:only|just|max\p{L}*|máx\p{L}*|up to|nur|bis zu|ca|circa|seulement|jusqu'à|environ|solo|sólo|hasta|aproximadamente|só|apenas|até|alleen|maximaal|sadece|en fazla|yaklaşık)(?!\p{L})/iu;
const COUNT = /^\d[\d.,]*\s+(?:dates?|datas|fechas|date|data|termine?|pessoas|people|persons?|personen|personnes|personas|persone|kişi|std|stunden|hours?|heures|horas|ore|uur|stück|pieces|pièces|piezas|pezzi|peças|stuks)(?!\p{L})/iu;
// "while stocks last", "solange der Vorrat reicht", "só até esgotar": a scarcity that names no thing.
export const SCARCITY =
  /(?<!\p{L})(?:while stocks? last|while supplies last|solange (?:der )?vorrat reicht|jusqu'à épuisement(?: des stocks)?|dans la limite des stocks|hasta agotar(?: existencias)?|hasta fin de existencias|fino a esaurimento(?: scorte)?|até esgotar|enquanto durarem(?: os stocks)?|zolang de voorraad strekt|op = op|stoklarla sınırlı)(?!\p{L})/iu;
/** A clause that states a limit of the clause before it and nothing of its own: it belongs to that clause. */
export const qualifiesHead = (clause: string): boolean => QUALIFIER.test(clause) || COUNT.test(clause) || SCARCITY.test(clause);
// An approximation ("ca. 4-5 kg") or a reach ("up to 120 km of range" of an e-bike) is no limit: a fact keeps it apart.
const NO_LIMIT = /^(?:\S+\s)?(?:ca|circa|environ|aproximadamente|yaklaşık|up to|bis zu|jusqu'à|hasta|até)(?!\p{L})/iu;
/** A limit, a count or a scarcity the brief reader joins to the clause it qualifies ("…, nur 80 Stück"). */
export const isLimitClause = (clause: string): boolean => qualifiesHead(clause) && (!NO_LIMIT.test(clause) || SCARCITY.test(clause));

// A limit inside a clause, after its subject: "small group walks max 4 dogs", "plateaux (min. 6 pers.)". Not
// "only" there: "weighs only 240 g" is the product's own weight, no limit of one of its parts.
const LIMIT_BEFORE_FIGURE =
  /(?<!\p{L})(?:max|maximum|máx|máximo|maximal|höchstens|maximaal|en fazla|limited to|limitée? à|min|minimum|mín|mínimo|minimo|mindestens|at least|au moins|almeno|pelo menos|minimaal|en az)\.?\s+(?=\d)/giu;
const WARRANTY = /(?<!\p{L})(?:warrant\p{L}*|guarantee\p{L}*|garantie\p{L}*|gewährleistung|garantía|garanzia|garantia|garanti\p{L}*)(?!\p{L})/iu;
// What a warranty covers follows it: "… warranty on every new stairlift", "garantie … sur les pompes", "Garantie auf alle Räder".
const COVERS = /\s(?:on|for|auf|für|sur|pour|en|sobre|para|su|sui|sulle|sugli|per|op|voor|em|nos|nas)\s/iu;

const words = (text: string): string[] => text.toLocaleLowerCase().match(/\p{L}{3,}/gu) ?? [];
/** "stairlift" is a word of "Stepwise Stairlifts", "azulejos" is none of "Azul Cobalto". */
const sameWord = (a: string, b: string): boolean => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2);
const headsOf = (text: string, name: readonly string[]): string[] =>
  [...new Set(words(text.replace(/\([^)]*\)?/gu, " ")))].filter((w) => !STOPWORDS.has(w) && !name.some((n) => sameWord(w, n)));

/** Whether a text's words hold one of a scope's subject words. */
export function namesSubject(text: string, heads: readonly string[]): boolean {
  const own = words(text);
  return heads.some((h) => own.some((w) => w === h || (Math.min(w.length, h.length) >= 4 && (w.startsWith(h) || h.startsWith(w)))));
}

/** The figure of a warranty: the one nearest its word ("5 year parts & labour warranty", "garantie 2 ans"). */
function warrantyFigure(clause: string, at: number): { figure: string; index: number } | null {
  let best: { figure: string; index: number } | null = null;
  for (const match of clause.matchAll(/\d[\d.,]*/gu)) {
    const index = match.index ?? 0;
    const [figure] = figuresIn(match[0]);
    if (figure && (!best || Math.abs(index - at) < Math.abs(best.index - at))) best = { figure, index };
  }
  return best;
}

/** The scopes a clause states on its own: a limit after its subject, a warranty and what it covers. */
function ownScopes(clause: string, name: readonly string[]): LimitScope[] {
  const out: LimitScope[] = [];
  for (const match of clause.matchAll(LIMIT_BEFORE_FIGURE)) {
    const heads = headsOf(clause.slice(0, match.index), name);
    const [figure] = figuresIn(clause.slice((match.index ?? 0) + match[0].length));
    if (figure && heads.length) out.push({ figure, phrase: null, heads });
  }
  const warranty = WARRANTY.exec(clause);
  const found = warranty ? warrantyFigure(clause, warranty.index) : null;
  if (warranty && found) {
    const after = clause.slice(warranty.index);
    const covers = COVERS.exec(after);
    // Without a "covers" word its subject comes before, after the clause's last comma ("€2,400 incl. VAT, 5-year frame warranty" covers the bike).
    const before = clause.slice(0, Math.min(found.index, warranty.index)).split(/[,;]\s/u).at(-1) ?? "";
    const heads = covers ? headsOf(after.slice(covers.index + covers[0].length), name) : headsOf(before, name);
    if (heads.length) out.push({ figure: found.figure, phrase: null, heads });
  }
  return out;
}

/**
 * A sentence's scoped limits. A qualifying clause takes the sentence's first clause as its subject, unless
 * that clause is the business itself (the first sentence naming it: "Hundeschule in Köln, nur 6 Hunde").
 */
export function sentenceScopes(sentence: string, name: readonly string[], first: boolean): LimitScope[] {
  const clauses = clausesOf(sentence);
  const head = clauses[0] ?? "";
  const business = first && words(head).some((w) => name.some((n) => sameWord(w, n)));
  const heads = headsOf(head, name);
  const out: LimitScope[] = [];
  clauses.forEach((clause, k) => {
    if (k > 0 && !business && heads.length > 0 && qualifiesHead(clause) && !namesSubject(clause, heads)) {
      // A first clause with a figure of its own is a fact beside it: "devis sous 24 h, environ 300 véhicules … par an".
      if (figuresIn(head).length === 0) for (const figure of figuresIn(clause)) out.push({ figure, phrase: null, heads });
      const scarcity = SCARCITY.exec(clause);
      if (scarcity) out.push({ figure: null, phrase: scarcity[0].toLocaleLowerCase(), heads });
    } else out.push(...ownScopes(clause, name));
  });
  return out;
}

/** The words of a product name a subject is no subject by: "Stepwise Stairlifts" is the business. */
export const nameWords = (productName: string): string[] => words(productName).filter((w) => !STOPWORDS.has(w));

/**
 * A sentence's phrases with each limit clause joined to the sentence's first, its subject: "nur 80 Stück"
 * alone became "Metzgerei Brandl auf einen Blick: nur 80 Stück." (round 12); "Weihnachtsgänse vom Hof
 * Sailer (…), nur 80 Stück" keeps what the 80 are.
 */
export function limitsWithSubject(items: readonly string[]): string[] {
  const [first, ...rest] = items;
  const limits = rest.filter((item) => isLimitClause(item) && !namesSubject(item, words(first ?? "")));
  if (first === undefined || limits.length === 0) return [...items];
  return [[first, ...limits].join(", "), ...rest.filter((item) => !limits.includes(item))];
}

/** The scopes of a description, each sentence read with the name (the first sentence may be the business). */
export function limitScopesOf(description: string, productName: string): LimitScope[] {
  const name = nameWords(productName);
  const scoped = sentencesOfDescription(description).flatMap((sentence, index) => sentenceScopes(sentence, name, index === 0));
  // A figure the brief also states of something else ("4" of "max 4 dogs" and of "4 rooms") is no scope's alone.
  const figures = figuresIn(description);
  const count = (f: string) => figures.filter((g) => g === f).length;
  return scoped.filter((s) => s.figure === null || count(s.figure) === scoped.filter((t) => t.figure === s.figure).length);
}

/** Whether a number phrase states a scoped figure: it is then written only inside its fact ("4 dogs" alone). */
export const statesScopedFigure = (phrase: string, scopes: readonly LimitScope[]): boolean =>
  figuresIn(phrase).some((f) => scopes.some((s) => s.figure === f));

/** A cut of a fact that keeps a scoped figure but drops its subject: "5 year parts & labour warranty" of "… on every new stairlift". */
export function cutDropsScope(text: string, prefix: string): boolean {
  return sentenceScopes(text, [], false).some((s) => s.figure !== null && figuresIn(prefix).includes(s.figure) && !namesSubject(prefix, s.heads));
}
