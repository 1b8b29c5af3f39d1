/**
 * What round 11 of bench/ad-copy-quality found against the brief that the score did not see (issue #25;
 * gap 10.6 between texts read as clean and as flawed). Each reads the finished text and the brief only:
 * - stock: a sentence that only presents the name ("Meet X.", "That's X.", "Das ist X.", "Voici X.",
 *   "Maak kennis met X.") or echoes the audience field ("Made for …", "Hecho para …", "…: c'est pour vous");
 * - thin: a text that leads with a restriction or a practicality ("Kein Walk-in", "Nur mit Termin",
 *   "L-V 9:30-14h"), or whose copy, without the name, the CTA and such lines, says nothing of the brief;
 * - a price without its subject: a sentence that opens on a scoped price ("From £1,495 a pair …") next to
 *   a call for something else, which reads as that thing's price.
 */
import { escapeRegExp } from "@/lib/ai/language";
import { anyOf } from "./checks";

export interface LeadInput {
  value: string;
  productName: string;
  productDescription?: string;
  cta?: string;
}

export interface LeadFlaws {
  stock: string[];
  thin: string[];
  grammar: string[];
}

const SLOT_LABEL = /^(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: /u;
const NAME_SLOT = /^(?:Business name|Brand name): .*$/gmu;
const PRESENT = anyOf("presentName");
const AUDIENCE_ECHO = new RegExp(String.raw`(?:^|[.!?]\s+|\n)${anyOf("madeFor")} |\s?:\s${anyOf("forYou")}[.!]`, "u");
// A restriction or a practicality: never what a text leads with, never its only fact.
const RESTRICTION = new RegExp(`^${anyOf("restrictions")}`, "iu");
// Opening hours: a day range or a day, then a time range ("L-V 9:30-14h y 16-19h", "Mon-Fri 9-5.30", "Di-Sa 11-19 Uhr").
const HOUR_WORDS = anyOf("hourWords");
const HOURS = new RegExp(String.raw`^(?:[\p{L}.]{1,6}\.?\s?[-–]\s?[\p{L}.]{1,6}\.?|[\p{L}.]{2,6}\.?)\s+\d{1,2}(?:[:.]\d{2})?\s?${HOUR_WORDS}?\s?[-–]\s?\d{1,2}`, "iu");
// Round 12: opening hours inside the lead ("Molitura lun-sab 8-20 solo su prenotazione."): a day range and a time range
// anywhere in it. Alone this is no flaw (round 5 shipped "Termine Mo-Fr 7-19 Uhr – …"); beside a restriction it is a lead of
// practicalities only.
const HOURS_INSIDE = new RegExp(String.raw`(?<![\p{L}\d])\p{L}{1,4}\.?\s?[-–]\s?\p{L}{1,4}\.?\s+\d{1,2}(?:[:.]\d{2})?\s?${HOUR_WORDS}?\s?[-–]\s?\d{1,2}`, "iu");
// "only by …" in any language: an only-word, a preposition, a noun ("solo su prenotazione", "nur mit Termin", "only by appointment").
const ONLY_BY = new RegExp(String.raw`(?<![\p{L}])${anyOf("onlyWords")}\s${anyOf("onlyPrepositions")}\s\p{L}{3,}`, "iu");
// Round 11: a registration or licence number as the lead ("colegiada ICAB nº 38.512"): a credential, no reason to buy.
const REGISTRATION = /(?<![\p{L}])(?:nº|n°|nr\.|no\.)\s?\d/iu;
// A sentence that opens on a scoped price: "From £1,495 a pair", "Ab 2.290 €", "Dès 25 €", "Desde 39 €".
const PRICE_FROM = anyOf("priceFrom");
const PRICE_FROM_END = new RegExp(String.raw`${PRICE_FROM}\s*[£$€]?\s*$`, "iu");
const SCOPED_PRICE_START = new RegExp(String.raw`^${PRICE_FROM}\s+(?:[£$€]\s?\d|\d[\d.,]*\s?(?:€|£|\$|eur|euro))`, "iu");

// The figure of a scoped price ("1,495", "39") and whether the brief's own sentence had words before its "from".
function subjectDropped(sentence: string, description: string): boolean {
  const figure = /\d[\d.,]*/u.exec(sentence)?.[0];
  const at = figure ? description.indexOf(figure) : -1;
  if (at < 0) return false;
  const before = description.slice(0, at).split(/[.;!?]\s/u).at(-1) ?? "";
  // What stands before the scope word in the brief's sentence: "desde 39€/mes" opens its own sentence there.
  const head = before.replace(PRICE_FROM_END, "");
  return head.split(/\s+/u).filter((w) => /\p{L}{2,}/u.test(w)).length >= 2;
}

function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?])\s+/u).map((s) => s.trim()).filter(Boolean);
}

const content = (s: string): string => s.replace(/[.!?:;,—–\-\s\u00A0]+/gu, " ").trim();

export function leadFlawsOf(input: LeadInput): LeadFlaws {
  const stock: string[] = [];
  const thin: string[] = [];
  const grammar: string[] = [];
  const name = input.productName.trim();
  const lines = input.value.replace(NAME_SLOT, "").split("\n").map((l) => l.replace(SLOT_LABEL, "").trim()).filter(Boolean);
  const sentences = lines.flatMap(sentencesOf);
  if (name) {
    const presents = new RegExp(`^${PRESENT}\\s+${escapeRegExp(name)}[.!]?$`, "u");
    if (sentences.some((s) => presents.test(s))) stock.push("presentsName");
  }
  if (AUDIENCE_ECHO.test(input.value)) stock.push("audienceEcho");

  const withoutName = (s: string) => (name ? s.split(name).join(" ") : s);
  const cta = (input.cta ?? "").trim().toLocaleLowerCase();
  // The first line that is more than the name: the lead.
  const lead = sentences.map((s) => content(withoutName(s))).find((s) => s.length > 0) ?? "";
  // The lead as written: content() drops the hyphens of "lun-sab 8-20" and the dot of "nº".
  const written = sentences.find((s) => content(withoutName(s)).length > 0) ?? "";
  if (RESTRICTION.test(lead) || HOURS.test(lead) || (HOURS_INSIDE.test(written) && ONLY_BY.test(written))) thin.push("restrictionLead");
  if (REGISTRATION.test(written)) thin.push("registrationLead");
  // What the copy says besides the name, the CTA, restrictions and hours.
  const restrictions = sentences.filter((s) => RESTRICTION.test(content(withoutName(s))) || HOURS.test(content(withoutName(s))));
  const facts = sentences
    .map((s) => content(withoutName(s)))
    .filter((s) => s && !RESTRICTION.test(s) && !HOURS.test(s) && !(cta && s.toLocaleLowerCase().startsWith(cta)));
  if (facts.join(" ").split(/\s+/u).filter((w) => /\p{L}{3,}/u.test(w)).length < 2) thin.push("nothingSaid");
  // "Tattoostudio in Leipzig-Plagwitz. Nur mit Termin.": a restriction beside a single fact is no ad.
  else if (restrictions.length > 0 && facts.length <= 1) thin.push("restrictionBesideOneFact");

  // A scoped price opening its sentence when the brief said what it is the price of ("aids …, from £1,495 a pair").
  if (sentences.some((s) => SCOPED_PRICE_START.test(s) && subjectDropped(s, input.productDescription ?? ""))) grammar.push("priceWithoutSubject");
  return { stock, thin, grammar };
}
