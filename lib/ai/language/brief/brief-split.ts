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

/**
 * A sentence that opens on what came before ("the others", "the rest", "otherwise", "sinon", "as outras") says
 * nothing alone. The brief reader joins it to the sentence before: "1500 latas … numeradas, 4,90€ cada. as outras
 * latas de 3,20€ a 7,50€" (round 13) alone read "As outras latas de 3,20 € a 7,50 €.". The copy engine's score
 * marks a text that opens a sentence on one (score-copied.ts), since there is then nothing before it to point to.
 */
export const OPENS_ON_WHAT_CAME_BEFORE =
  /^(?:(?:the )?others?|the other ones|the rest|all others|otherwise|else|(?:die )?(?:anderen|übrigen)|alle anderen|der rest|sonst|andernfalls|(?:les )?autres|le reste|sinon|(?:(?:los|las) )?(?:demás|otr[oa]s)|lo dem[aá]s|el resto|si no|(?:gli |le )?altr[ie]|il resto|altrimenti|(?:(?:as|os) )?(?:outr[oa]s|demais)|o resto|sen[aã]o|(?:de )?(?:andere|overige)|de rest|diğer(?:leri)?|yoksa)(?!\p{L})/iu;
const joinBackReferences = (sentences: string[]): string[] =>
  sentences.reduce<string[]>((out, s) => {
    if (out.length > 0 && OPENS_ON_WHAT_CAME_BEFORE.test(s)) out[out.length - 1] = `${out.at(-1)!}, ${s.charAt(0).toLocaleLowerCase()}${s.slice(1)}`;
    else out.push(s);
    return out;
  }, []);

// Abbreviations customers write before a lower-case word ("incl. VAT", "z. B. DATEV", "p. ex. FEC", "max. 8"): no sentence ends there,
// nor after an initialism's last stop ("ostéopathe D.O. à Nantes": cut there, it read "D.O", round 10).
const ABBREVIATION = /(?:^|[^\p{L}])(?:incl|inkl|excl|exkl|z|b|p|ex|e\.g|i\.e|eg|ie|etc|ca|approx|max|máx|min|mín|nr|no|dr|prof|bzw|usw|ggf|vs|env|ej|p\.ej|aprox|ecc|es|pág|tel|sept|oct|nov|dec|jan|feb|mar|apr|aug|st|mt|mio|mrd|u|a)$|(?:^|[^\p{L}])(?:\p{Lu}\.)+\p{Lu}$/iu;

/**
 * Sentence ends as line breaks. A full stop before a lower-case word ends a sentence too, as
 * customers type ("…since 1987). sourdough, cinnamon buns…"); none ends after an abbreviation,
 * whatever follows ("z. B. DATEV", "p. ex. FEC").
 */
function markSentenceEnds(text: string): string {
  return text.replace(/([.!?])[^\S\n]+(?=[\p{L}\p{N}\p{Sc}"“„«¿¡])/gu, (match, mark: string, offset: number) => {
    if (mark !== ".") return `${mark}\n`;
    // Inside a bracket no sentence ends: "(reg. no. HA12874)" cut at "reg." left "(reg" open (round 11).
    if (openBrackets(text.slice(0, offset)) > 0 && /^[^()]*\)/u.test(text.slice(offset))) return match;
    const before = text.slice(Math.max(0, offset - 12), offset);
    // "nach §34d Abs. 2 GewO": a reference's abbreviation before its number ends no sentence; cut there,
    // the text said "Versicherungsberater nach §34d Abs." (round 13).
    if (REFERENCE.test(before) && /^\p{N}/u.test(text.slice(offset + match.length))) return match;
    // "takes about 45min. we fit aids": a pronoun after the stop starts a sentence, whatever stood before it.
    if (ABBREVIATION.test(before) && !PRONOUN_START.test(text.slice(offset + match.length))) return match;
    return WEEKDAY.test(before) && DAY_GOES_ON.test(text.slice(offset + match.length)) ? match : ".\n";
  });
}

const REFERENCE = /(?:^|[^\p{L}])(?:abs|art|ziff|kap|par|bd|lit|nr|no|nº|núm|num|n|cap|sez|vol|hfst|lid|al|s|p|pp|§)$/iu;
const PRONOUN_START = /^(?:we|our|you|they|wir|unser\p{L}*|nous|notre|nos|nosotros|nuestr\p{L}+|noi|nostr\p{L}+|wij|onze|nós|nosso\p{L}*)(?!\p{L})/u;
const openBrackets = (text: string): number => (text.match(/\(/gu)?.length ?? 0) - (text.match(/\)/gu)?.length ?? 0);

// A weekday's abbreviation ("de mar. a sáb. 10-20h", "ven. e sab. sera", "Mo. bis Fr.") ends no sentence
// when what follows goes on with the days: hours, "and"/"to", another day, a time of day. Cut there,
// "10-20h" stood alone and read as open every day, "Tavoli prenotabili ven." lost Saturday (round 6).
export const WEEKDAY =
  /(?:^|[^\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|mié|mie|jeu|jue|ven|vie|sam|sáb|sab|dim|dom|gio|ma|wo|vr|za|zo|seg|ter|qua|qui|sex)$/iu;
export const DAY_GOES_ON =
  /^(?:\d|(?:a|e|y|et|und|bis|to|and|al|au|à|tot|t\/m|ou|o|or|oder|of|ve|-|sera|soir|abends|noche|tarde|mattina|matin|morgens|mañana|evening|morning|avond|ochtend|noite|manhã|akşam|sabah)(?!\p{L}))/iu;

// A lower-case word of three or four consonants is an acronym typed in lower case ("crm", "bbq", "nrw"):
// written as "Crm" at a sentence start it read as a typo (round 6). Units ("kwh", "std") after a figure stay.
const LOWER_ACRONYM = /(?<![\p{L}\d./][\s-]?)\b([bcdfghjklmnpqrstvwxz]{3,4})\b(?![.\/'’-])/gu;
const NOT_ACRONYM = new Set(["kwh", "mwh", "std", "hrs", "mwst", "pcs", "pts", "ltd", "mrs", "bzw", "ggf", "usw", "cms", "mph", "rpm", "bpm"]);
const upperAcronyms = (text: string): string => text.replace(LOWER_ACRONYM, (word: string) => (NOT_ACRONYM.has(word) ? word : word.toUpperCase()));

export function sentencesOfDescription(description: string): string[] {
  const sentences = markSentenceEnds(upperAcronyms(description.replace(/\r/g, "")))
    .split(/\n+|;\s+|\s[•·]\s|\s[–—]\s/u)
    .map((s) => s.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/u, "").replace(/^[\p{L} ]{2,20}:\s+(?=\S)/u, ""))
    .map(cleanPhrase)
    .filter((s) => s.length > 0);
  return joinBackReferences(sentences);
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
  // A figure in brackets qualifies its item ("Lohn (bis 20 Mitarbeiter)"), it is no item of its own.
  if (parts.length < 2 || /\d/u.test(sentence.replace(/\([^()]*\)/gu, ""))) return false;
  const items = [...parts.slice(0, -1), ...(parts.at(-1) ?? "").split((language && CONJUNCTIONS[language]) || ANY_CONJUNCTION)];
  if (items.length < 3) return false;
  const wordsOf = items.map((item) => item.trim().split(/\s+/));
  // Items that all stand alone ("automatic bank sync, invoices in two clicks and …") are split as before;
  // a one-word item ("check-ups", "Schoko") cannot stand alone, and merging it cut the list in two.
  if (!wordsOf.some((words) => words.length === 1)) return false;
  return wordsOf.every((words) => words.length <= ITEM_WORDS && !words.some((w) => SUBORDINATE.has(w.toLowerCase())));
}

// A part that ends on a pronoun standing for a noun of the part before: "beaucoup de mutuelles remboursent …,
// renseignez-vous auprès de la vôtre" (cut there: "Renseignez-vous auprès de la vôtre.", round 10).
const POINTS_BACK = /(?<!\p{L})(?:(?:la|le|les) (?:vôtres?|tiennes?|tiens?|nôtres?)|(?:la|el|los|las) (?:suyas?|suyos?|tuyas?|tuyos?|nuestras?)|(?:la|il|le|i) (?:sua|suo|sue|suoi|tua|tuo|vostra|vostro)|(?:a|o|as|os) (?:sua|seu|suas|seus|tua|teu|vossa|vosso)|(?:de|het) (?:uwe|jouwe)|(?:die|der|das|den) (?:Ihre|Ihren|Ihrer|deine|deinen))\s*$/u;

/** Clauses at commas; a part too short to stand, or opening with "which"/"that", stays attached; a short enumeration stays whole. */
export function splitClauses(sentence: string, language = "en"): string[] {
  if (isShortEnumeration(sentence, language)) return [sentence];
  const clauses: string[] = [];
  for (const part of keptLists(commaParts(sentence), language)) {
    const words = part.split(/\s+/);
    const last = clauses.at(-1);
    const first = (words[0] ?? "").toLowerCase();
    const modifier = language === "tr" && last !== undefined && TR_PARTICIPLE.test((last.split(/\s+/).at(-1) ?? "").toLowerCase());
    if (last !== undefined && (words.length < 2 || last.split(/\s+/).length < 2 || SUBORDINATE.has(first) || OPENS_ON_WHAT_CAME_BEFORE.test(part) || PRICE_EACH.test(part.trim()) || modifier || POINTS_BACK.test(part) || SCOPED_PRICE.test(part.trim()))) {
      clauses[clauses.length - 1] = `${last}, ${part}`;
    } else clauses.push(part);
  }
  return clauses;
}

// A clause that opens on a scoped price is the price of the clause before it: "we fit aids from Phonak, Oticon and Signia,
// from £1,495 a pair" — cut there, "From £1,495 a pair" read as the price of the hearing test the CTA books (round 11).
const SCOPED_PRICE = /^(?:from|starting at|ab|dès|à partir de|desde|a partir de|da|vanaf)\s+(?:[£$€]\s?\d|\d[\d.,]*\s?(?:[£$€]|eur|euro|tl)(?!\p{L}))/iu;

// "1500 latas … numeradas, 4,90€ cada" (round 13): a price "each" is the price of the clause before it, never a fact alone.
const PRICE_EACH = /^(?:[£$€]\s?\d[\d.,]*|\d[\d.,]*\s?(?:[£$€]|eur|euro|tl))\s+(?:each|apiece|cada|cada uno|cada una|chacun|chacune|pièce|la pièce|je|pro stück|das stück|ciascun[oa]|cadauno|l'uno|l'una|per stuk|per stuk|tanesi)$/iu;

// The tail of a list of one-word items whose first item closes the part before it: "inglés, francés y alemán (…)",
// "pour mariages, séminaires et anniversaires", "Klasse B, B197 und A2". Cut at that comma, the first
// part said "traducciones juradas inglés" (round 8): the tail joins the part before it.
/** The words that join a list's last item, per language, as a regular expression alternation (the score reads lists with them too). */
export const TAIL_AND: Readonly<Record<string, string>> = { en: "and|&|or", de: "und|&|oder", fr: "et|&|ou", es: "y|e|&|o|u", it: "e|ed|&|o", pt: "e|&|ou", nl: "en|&|of", tr: "ve|&|veya" };
const LIST_TAILS = new Map(
  Object.entries(TAIL_AND).map(([code, and]) => [code, new RegExp(`^[\\p{L}\\d][\\p{L}\\d+-]*\\s(?:${and})\\s[\\p{L}\\d][\\p{L}\\d+-]*(?=\\s*(?:[.,;(]|$))`, "u")]),
);
const TAIL_SPLIT = new Map(Object.entries(TAIL_AND).map(([code, and]) => [code, new RegExp(`\\s(?:${and})\\s`, "u")]));
/** Whether what follows a comma is the end of a list of short items ("francés y alemán"). */
export const isListTail = (rest: string, language = "en"): boolean => (LIST_TAILS.get(language) ?? LIST_TAILS.get("en")!).test(rest);

/** The parts between commas outside brackets: "we fix e-bikes too (Bosch, Shimano Steps)" is one part, never "(Bosch". */
function commaParts(sentence: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    // A German or French quotation is one part too: "„Genau das, was ich gesucht habe.“" cut at its comma left "…habe.“".
    if (c === "(" || c === "[" || c === "„" || c === "«") depth++;
    else if ((c === ")" || c === "]" || c === "“" || c === "»") && depth > 0) depth--;
    else if (c === "," && depth === 0 && /\s/u.test(sentence[i + 1] ?? "")) {
      parts.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(sentence.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

// A list a word opens ("full service from £45 incl. gears, brakes + wheel truing", "z. B. Krankengymnastik,
// manuelle Therapie") or that ends in "etc." ("Jordan 1, Dunk Low, Yeezy 350 V2 etc") is one fact: cut at
// its commas, "Full service from £45 incl. gears." and "Yeezy 350 V2 etc." said less than the brief (round 6).
const LIST_OPENER = /(?:^|\s)(?:incl\.|inkl\.|inklusive|including|includes|incluindo|einschließlich|z\.\s?B\.|e\.g\.|such as|p\.\s?ex\.|y compris|dont|incluido|incluye|como|p\.\s?ej\.|ad es\.|tra cui|inclusi|incluso|bijv\.|zoals|onder andere|bijvoorbeeld|zum Beispiel|for example|par exemple|por ejemplo|ad esempio|por exemplo|inclusief|incl|inkl)\s+[^,]+$/iu;
const LIST_END = /(?:^|\s)(?:etc|usw|u\.\s?a|ecc|enz|e\.a|vb|and more|und mehr|et plus)\.?$/iu;
/** Whether a phrase ends in a list a word opens ("… incl. gears"): its next comma goes on with that list. */
export const opensList = (phrase: string): boolean => LIST_OPENER.test(phrase);
const itemWords = (part: string): number => part.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

// A list of multi-word items (round 9): "wood burners, multi fuels, open fires and agas in Harrogate", "3 salles :
// « … », « … » et « … »". Short items without a figure, up to a part holding the list's "and": one fact, never cut.
const SHORT_ITEM = (part: string): boolean => itemWords(part) <= 3 && !/\d/u.test(part);
const quoted = (part: string): boolean => /^[«“"„]/u.test(part);
// A part that ends on a price or a figure closes its list: "from £70, bird guards, cowls" starts a new one (round 9).
const ENDS_ON_FIGURE = /\d[\d.,]*\s?(?:[€£$%]|\p{L}{1,4})?\s*$|[€£$]\s?\d[\d.,]*\s*$/u;

// Names of places: capitalised words ("North Somerset", "Bath"), a part of a place list joined with "&" or "and".
const NAME = "\\p{Lu}[\\p{L}'’.-]*";
const ENDS_ON_NAME = new RegExp(`\\s${NAME}$`, "u");
const NAMES_ONLY = new RegExp(`^${NAME}(?:\\s(?:${NAME}|&|and|und|et|y|e|ed|en|ve))*$`, "u");
const NAME_AND = new Map(Object.entries(TAIL_AND).map(([code, and]) => [code, new RegExp(`^${NAME}(?:\\s${NAME})*\\s(?:${and})\\s${NAME}(?:\\s${NAME})*$`, "u")]));

/** Whether what follows a comma is the rest of a list of short items ending in an "and" ("multi fuels, open fires and agas …"). */
export function continuesList(rest: string, language = "en"): boolean {
  const and = CONJUNCTIONS[language] ?? ANY_CONJUNCTION;
  const parts = commaParts(rest);
  for (const part of parts) {
    if (and.test(part)) return itemWords(part.split(and)[0] ?? "") <= 3 && !/\d/u.test(part.split(and)[0] ?? "");
    if (!SHORT_ITEM(part)) return false;
  }
  return false;
}

const PREPOSITION_END = /\s(?:by|via|per|with|at|on|par|avec|en|por|con|mit|über|bei|per|tramite|door|met|via|com|pelo|pela|ile)\s\p{L}+(?:\s\p{L}+)?$/iu;
const FIRST_ITEM_OR = new Map(Object.entries(TAIL_AND).map(([code, and]) => [code, new RegExp(`^\\p{L}+(?:\\s\\p{L}+)?\\s(?:${and})\\s`, "u")]));

function keptLists(parts: readonly string[], language: string): string[] {
  const out: string[] = [];
  let open = false;
  const and = CONJUNCTIONS[language] ?? ANY_CONJUNCTION;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = out.at(-1);
    const openTail = open && itemWords(part.split(TAIL_SPLIT.get(language) ?? ANY_CONJUNCTION)[0] ?? "") <= 3;
    // "con autónomos, pymes y particulares: declaración …": the list's tail ends at the colon, what follows is a fact of its own.
    const colonTail = last !== undefined ? /^([^:,]+?):\s+(\S.*)$/u.exec(part) : null;
    if (last !== undefined && colonTail && isListTail(colonTail[1]!, language)) {
      out[out.length - 1] = `${last}, ${colonTail[1]}`;
      out.push(colonTail[2]!);
      open = false;
      continue;
    }
    // "appointments by phone, video or at our office": a list of ways after a preposition, its first item glued to
    // the part before; cut there, the text said "Appointments by phone" (round 10).
    if (last !== undefined && PREPOSITION_END.test(last) && (FIRST_ITEM_OR.get(language) ?? FIRST_ITEM_OR.get("en")!).test(part)) {
      out[out.length - 1] = `${last}, ${part}`;
      continue;
    }
    if (last !== undefined && (openTail || isListTail(part, language) || (quoted(part) && /[»”"]\s*$/u.test(last)))) {
      out[out.length - 1] = `${last}, ${part}`;
      continue;
    }
    // A list of places joined with "&" or "and" (round 10): "installs across Bristol, Bath & North Somerset" is one
    // fact, never "… across Bristol." and "Bath & North Somerset." Names only, after a part that ends on a name.
    if (last !== undefined && ENDS_ON_NAME.test(last) && NAMES_ONLY.test(part)) {
      let end = i;
      while (end < parts.length && NAMES_ONLY.test(parts[end]!) && !(NAME_AND.get(language) ?? NAME_AND.get("en")!).test(parts[end]!)) end++;
      if (end < parts.length && (NAME_AND.get(language) ?? NAME_AND.get("en")!).test(parts[end]!)) {
        out[out.length - 1] = [last, ...parts.slice(i, end + 1)].join(", ");
        i = end;
        open = false;
        continue;
      }
    }
    // A run of short items ending in a part with the list's "and": the run and that part are one list, joined
    // to the part before it unless that part ends on a figure (then the list stands on its own).
    if (last !== undefined && SHORT_ITEM(part)) {
      let end = i;
      while (end + 1 < parts.length && SHORT_ITEM(parts[end + 1]!) && !and.test(parts[end + 1]!)) end++;
      const closing = parts[end + 1];
      if (closing !== undefined && and.test(closing) && itemWords(closing.split(and)[0] ?? "") <= 3) {
        const list = parts.slice(i, end + 2).join(", ");
        // A part that holds a list already ("… inglés, francés y alemán (…)") keeps it; the next list is a fact of its own.
        if (ENDS_ON_FIGURE.test(last) || open || and.test(last)) out.push(list);
        else out[out.length - 1] = `${last}, ${list}`;
        i = end + 1;
        open = false;
        continue;
      }
    }
    out.push(part);
    open = LIST_OPENER.test(part) && !ENDS_ON_FIGURE.test(part);
  }
  // "A, B, C etc": the short items before an "etc." join it.
  for (let i = 0; i < out.length; i++) {
    if (!LIST_END.test(out[i]!)) continue;
    let first = i;
    while (first > 0 && itemWords(out[first - 1]!) <= 3 && !LIST_END.test(out[first - 1]!)) first--;
    if (first < i) out.splice(first, i - first + 1, out.slice(first, i + 1).join(", "));
    i = first;
  }
  return out;
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
  // "familiebedrijf (vader en 2 zoons)": an "and" inside a bracket joins the bracket's words, it cuts no list;
  // cut there, "Familiebedrijf (vader" was a headline in all five Dutch texts (round 13).
  if (halves.some((h) => openBrackets(h) !== 0)) return [...clauses];
  // "traducciones juradas inglés, francés y alemán": a list of short items kept whole is not cut at its "y".
  if (halves.length === 2 && /,\s[^,\s]+(?:\s[^,\s]+)?$/u.test(halves[0] ?? "")) return [...clauses];
  // "« Braquage au Casino » et « La Crypte »": quoted names joined by "and" are one list (round 9).
  if (halves.length === 2 && /[»”"]\s*$/u.test(halves[0] ?? "") && /^[«“"„]/u.test(halves[1] ?? "")) return [...clauses];
  // "tavoli prenotabili ven. e sab. sera": days joined by "and" are one schedule.
  if (halves.length === 2 && WEEKDAY.test((halves[0] ?? "").replace(/\.$/u, ""))) return [...clauses];
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
