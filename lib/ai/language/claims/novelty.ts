/**
 * Novelty licensed only for what the brief says is new (issue #25, round 12): "every new stairlift we fit"
 * and "every new dog gets a free meet & greet" say nothing new of the firm, trading since 2008, yet licensed
 * "Stepwise Stairlifts is here." (read as a launch); "Neuer Wall" is a street. A brief licenses the
 * category (a launch, "X is here", "new") only when it says the business or product itself is new: a launch
 * word ("launch", "is here", "endlich", "est là", "chegou", "opening"…), or "new" in its first clause or right
 * before its name ("the new Vento R8"). Any other "new" licenses only itself, with the word next to it:
 * "on every new stairlift" may be written again, "is here" may not.
 */
import { LANGUAGE_CODES, type LanguageCode } from "../codes";
import { nameWords } from "../brief/limit-scope";
import { cueRegExp, normalizeQuotes } from "./match";

// "new" as an adjective: it says something is new, but of what depends on the noun it qualifies.
const ADJECTIVE = /^(?:new|brand-new|newest|neu|neue\p{L}*|brandneu\p{L}*|nouveau|nouvel|nouvelle\p{L}*|nouveaux|nuev[oa]s?|nuov[oaie]|nieuwe?|nieuwste|gloednieuw\p{L}*|nov[oa]s?|yeni|yepyeni)$/iu;
// "every new stairlift", "jeder neue Kunde", "chaque nouveau client": a class of things, not the business.
const QUANTIFIED = /(?:^|[^\p{L}])(?:every|each|any|all|jede[rsnm]?|alle|chaque|tout|toute|tous|toutes|cada|tod[oa]s?|ogni|tutt[ie]|elke|iedere|her|tüm)\s+$/iu;
// "new customers", "neue Kunden", "nouveaux clients": an offer's audience, not a launch.
const PERSON_AFTER = /^\s+(?:customers?|clients?|patients?|members?|users?|subscribers?|students?|owners?|kunden|kundinnen|patienten|mitglieder|clientes?|pacientes?|miembros|socios|clienti|pazienti|soci|klanten|leden|patiënten|membros|alunos|müşteri\p{L}*|üye\p{L}*)(?!\p{L})/iu;
// A launch or an opening the brief states: novelty of the business itself.
const OPENING = /(?<!\p{L})(?:just opened|newly opened|now open|grand opening|opening (?:soon|on|this)|neu eröffnet|neueröffnung|eröffne[nt]\p{L}*|eröffnung|vient d'ouvrir|nouvellement ouvert\p{L}*|ouverture|inauguración|acaba(?:mos)? de abrir|recién abiert[oa]|nueva apertura|inaugurazione|appena apert[oa]|nuova apertura|nieuw geopend|net geopend|inauguração|acabou de abrir|abrimos|yeni açıldı|açılış)(?!\p{L})/iu;

export interface NoveltyLicense {
  /** The business or product itself is new: any novelty claim is licensed. */
  all: boolean;
  /** Otherwise the brief's own "new" with the word next to it ("new stairlift", "every new"), lower-cased. */
  pairs: ReadonlySet<string>;
}

const wordBefore = (text: string, at: number): string => /(\p{L}[\p{L}'-]*)\s+$/u.exec(text.slice(0, at))?.[1]?.toLocaleLowerCase() ?? "";
const wordAfter = (text: string, at: number): string => /^\s+(\p{L}[\p{L}'-]*)/u.exec(text.slice(at))?.[1]?.toLocaleLowerCase() ?? "";
const capital = (word: string): boolean => /^\p{Lu}/u.test(word);

export interface NoveltyFields {
  productName: string;
  productDescription: string;
  /** Fields that say who or how ("new parents", "Try the new menu"): their "new" licenses itself only. */
  others: readonly string[];
  customRequest?: string | null;
}

/** What the brief's novelty cues license, read in every cue language as licenseOf reads the brief. */
export function noveltyLicense(brief: NoveltyFields): NoveltyLicense {
  const name = nameWords(brief.productName);
  const description = normalizeQuotes(brief.productDescription);
  // The first clause says what the business is: "new" there is said of it.
  const firstEnd = /[,.;:!?](?:\s|$)/u.exec(description)?.index ?? description.length;
  const owned = [brief.productName, brief.customRequest ?? ""].map(normalizeQuotes);
  const pairs = new Set<string>();
  let all = OPENING.test([...owned, description].join("\n"));
  for (const text of [...owned, description, ...brief.others.map(normalizeQuotes)]) {
    const mayLicense = owned.includes(text) || text === description;
    for (const language of LANGUAGE_CODES) {
      for (const match of text.matchAll(cueRegExp(language, "novelty"))) {
        const at = match.index ?? 0;
        const end = at + match[0].length;
        const cue = match[0].toLocaleLowerCase();
        const after = wordAfter(text, end);
        const before = wordBefore(text, at);
        if (before) pairs.add(`${before} ${cue}`);
        if (after) pairs.add(`${cue} ${after}`);
        if (!mayLicense || all) continue;
        if (!ADJECTIVE.test(match[0])) {
          all = true; // "launching", "is here", "endlich", "chegou"
          continue;
        }
        // "Neuer Wall", "New York": a name; a German noun after a capital is no sign, so there only mid-sentence.
        const nextWord = /^\s+(\S+)/u.exec(text.slice(end))?.[1] ?? "";
        const named = capital(match[0]) && capital(nextWord) && (language !== "de" || /\p{L}[\s(]*$/u.test(text.slice(0, at)));
        if (named || QUANTIFIED.test(text.slice(0, at)) || PERSON_AFTER.test(text.slice(end))) continue;
        // "l'olio nuovo è pronto a fine ottobre": the season's oil, not the mill; "the new Vento R8" is the product.
        // "i dont ship new guitars" of "Merrow Guitars" (round 13): the name's common noun is no name; only its first word is.
        if (text === description && at > firstEnd && after !== name[0]) continue;
        all = true;
      }
    }
  }
  return { all, pairs };
}

/** The novelty cues of a text its brief does not license: outside `all`, each needs a pair of the brief's. */
export function unlicensedNovelty(text: string, language: LanguageCode, license: NoveltyLicense): string[] {
  if (license.all) return [];
  const plain = normalizeQuotes(language === "tr" ? text.toLocaleLowerCase("tr") : text);
  const out: string[] = [];
  for (const match of plain.matchAll(cueRegExp(language, "novelty"))) {
    const phrase = match[0].toLocaleLowerCase(language).replace(/\s+/g, " ");
    const at = match.index ?? 0;
    const end = at + match[0].length;
    const ownPair = license.pairs.has(`${wordBefore(plain, at)} ${phrase}`) || license.pairs.has(`${phrase} ${wordAfter(plain, end)}`);
    if (!ownPair) out.push(phrase);
  }
  return out;
}
