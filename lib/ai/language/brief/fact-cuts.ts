/**
 * The shorter forms of a brief's fact for tight slots (its short form and its head) and whether it
 * is a bare specification. A cut never leaves a list without its last item ("check-ups, hygienist
 * appointments" of "check-ups, hygienist appointments, white fillings and Invisalign").
 */
import { continuesList, isListTail, opensList } from "./brief-split";
import { WRITTEN_QUALIFIERS } from "./shorthand";
import { shortKeepsMeaning, type FactForm } from "./fact-form";
import { STOPWORDS } from "./stopwords";
import { cutDropsScope } from "./limit-scope";
import { codePointLength } from "../text";

const SHORT_CUT = /,\s+|\s+(?:with|for|and|while|so|in|on|at|from|by|mit|für|und|damit|avec|pour|et|con|para|y|per|e|com|met|voor|en)\s+/gu;

/**
 * A shorter form for tight slots: the longest part before a comma, preposition or conjunction
 * that fits 48 characters and still makes a claim ("keeps coffee at your chosen temperature",
 * never "keeps coffee"). Null when the fact is short already or no cut keeps its meaning.
 */
// "check-ups, hygienist appointments" of a longer list: items joined by commas without the list's last "and".
const LIST_CUT = /,\s/u;
const LIST_AND = /\s(?:and|&|und|et|y|e|en|ve)\s/u;
const cutsList = (prefix: string): boolean => LIST_CUT.test(prefix) && !LIST_AND.test(prefix);
// "fixed fee from £95" of "… from £95 per month": a figure cut from its scope states another price (round 5).
const SCOPE_CUT = /^\s+(?:per|pro|je|par|por|a|al|im)\s+$/u;
const cutsScope = (prefix: string, cut: string): boolean => /\d\S*$/u.test(prefix) && SCOPE_CUT.test(cut);
// Round 6: "we fix e-bikes too (Bosch" (a bracket left open), "full service from £45 incl. gears" (a list
// the brief opens with "incl." cut after its first item), "ook 's avonds of" (ends on "or"), "assurance
// santé pour chiens" of "… pour chiens et chats" and "séances … le mercredi" of "… le mercredi et le
// samedi matin" (a conjunction cut between two objects of one preposition: the text says only dogs).
const COORDINATION = /^\s+(?:and|&|und|et|y|e|en|ve|or|oder|ou|o|of)\s+$/u;
const OBJECT_HEAD = new Set("for to of with from für mit von zu pour de du des le la les au aux à avec para del el los las con a al per di il lo gli da voor van met het een ao do com".split(" "));
const bracketOpen = (prefix: string): boolean => (prefix.match(/[([]/gu) ?? []).length > (prefix.match(/[)\]]/gu) ?? []).length;
// "cuota mensual" of "cuota mensual para autónomos desde 55 € + IVA" (round 10): a price's name without the price.
const PRICE_WORD = /(?<!\p{L})(?:fee|fees|price|prices|rate|rates|cost|costs|cuota|tarifa|precio|prix|tarif|preis|gebühr|beitrag|prezzo|tariffa|canone|quota|preço|mensalidade|prijs|tarief|fiyat|ücret)(?!\p{L})/iu;
const namesPriceOnly = (text: string, prefix: string): boolean => PRICE_WORD.test(prefix) && !/\d/u.test(prefix) && /\d/u.test(text.slice(prefix.length));
function cutsWhole(text: string, prefix: string, cut: string, language: string): boolean {
  // "5 year parts & labour warranty" of "… on every new stairlift we fit": the warranty said of everything (round 12).
  if (namesPriceOnly(text, prefix) || cutDropsScope(text, prefix)) return true;
  // "tavoli prenotabili ven." of "… ven. e sab. sera": a cut just after an abbreviation leaves it hanging.
  if (bracketOpen(prefix) || /\.$/u.test(prefix) || STOPWORDS.has((prefix.split(/\s+/).at(-1) ?? "").toLowerCase())) return true;
  // "traducciones juradas inglés" of "… inglés, francés y alemán": a list's first item is no short form.
  if (cut.startsWith(",") && isListTail(text.slice(prefix.length).replace(/^\s*,\s*/u, ""), language)) return true;
  // "chimney sweeping for wood burners" of "… wood burners, multi fuels, open fires and agas": a list of longer items (round 9).
  if (cut.startsWith(",") && continuesList(text.slice(prefix.length).replace(/^\s*,\s*/u, ""), language)) return true;
  // "kozijnen, onder andere" of "… onder andere in Eindhoven": a cut right after a list's opener.
  if (opensList(`${prefix} x`)) return true;
  // "entrega aproximadamente" of "… aproximadamente en 3 días": a written-out qualifier without what it qualifies.
  if (WRITTEN_QUALIFIERS.has((prefix.split(/\s+/).at(-1) ?? "").toLowerCase())) return true;
  if (cut.startsWith(",") && (opensList(prefix) || /(?:^|\s)(?:etc|usw|ecc|enz)\.?$/iu.test(text))) return true;
  return COORDINATION.test(cut) && prefix.split(/\s+/).slice(-3, -1).some((w) => OBJECT_HEAD.has(w.toLowerCase()));
}

export function shortForm(text: string, form: FactForm, language = "en"): string | null {
  // Google's 30-character headlines are the tightest slots a fact is put in.
  if (codePointLength(text) <= 30) return null;
  let best: string | null = null;
  for (const match of text.matchAll(SHORT_CUT)) {
    // A clause that does not fit whole is no short form: cutting it again mid-clause says less ("kahvenizi 80 dakika boyunca istediğiniz").
    const prefix = text.slice(0, match.index).trim();
    // Two words at least that are not function words: "se carga" (es) or "keeps it" say nothing.
    if (prefix.split(/\s+/).filter((w) => !STOPWORDS.has(w.toLowerCase())).length < 2 || codePointLength(prefix) > 48) continue;
    if ((form === "verb" && !shortKeepsMeaning(prefix)) || cutsList(prefix) || cutsScope(prefix, match[0]) || cutsWhole(text, prefix, match[0], language)) continue;
    if (!best || codePointLength(prefix) > codePointLength(best)) best = prefix;
  }
  return best;
}

// A cut that leaves a negation without its object can say the opposite: "not tested on animals" → "not tested".
const NEGATION = /(?<!\p{L})(?:no|not|never|without|kein\w*|nicht|nie|ohne|sans|pas|jamais|sin|nunca|senza|non|mai|sem|nunca|zonder|geen|niet)(?!\p{L})/iu;
const TIGHT_MAX = 30;
// The short form's cuts, and before a relative clause: "short daily games that follow the curriculum".
const TIGHT_CUT = new RegExp(`${SHORT_CUT.source}|\\s+(?:that|which|who|die|der|das|qui|que|che|dove|où)\\s+`, "gu");

/**
 * The head of a fact for the tightest slots: its longest part before a comma, preposition or
 * conjunction within 30 characters, two content words at least, never a number range cut in half
 * and never a negation cut from what it negates. Null when the fact fits already or has no such head.
 */
export function tightForm(text: string, form: FactForm, language = "en"): string | null {
  if (codePointLength(text) <= TIGHT_MAX) return null;
  let best: string | null = null;
  for (const match of text.matchAll(TIGHT_CUT)) {
    const prefix = text.slice(0, match.index).trim();
    if (codePointLength(prefix) > TIGHT_MAX || prefix.split(/\s+/).filter((w) => !STOPWORDS.has(w.toLowerCase())).length < 2) continue;
    if (/\d$/u.test(prefix) && /^\d/u.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    if (NEGATION.test(prefix) || STOPWORDS.has((prefix.split(/\s+/).at(-1) ?? "").toLowerCase())) continue;
    if ((form === "verb" && !shortKeepsMeaning(prefix)) || cutsList(prefix) || cutsScope(prefix, match[0]) || cutsWhole(text, prefix, match[0], language)) continue;
    if (!best || codePointLength(prefix) > codePointLength(best)) best = prefix;
  }
  return best;
}

// Opening hours in the eight languages: "open Tuesday to Sunday", "Geöffnet Dienstag bis Samstag", "Aperto dal martedì".
const OPENING_HOURS = /^(?:open|opens|opening hours|geöffnet|öffnungszeiten|ouvert|horaires|abierto|abrimos|horario|aperto|orari|aberto|geopend|openingstijden|açık)(?!\p{L})/iu;

/** A size, a weight or opening hours, not something the reader gets: three content words at most, one a number. */
export function isSpec(text: string): boolean {
  if (OPENING_HOURS.test(text)) return true;
  const content = text.split(/[\s-]+/).filter((w) => w && !STOPWORDS.has(w.toLowerCase()));
  return /\d/.test(text) && content.length <= 3;
}
