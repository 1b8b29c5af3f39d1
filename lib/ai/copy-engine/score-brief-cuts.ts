/**
 * Flaws of a finished text measured against its brief (issue #25, round 6 of bench/ad-copy-quality):
 * what people found where the engine cut a brief's phrase so that it says something else. Each check
 * compares the text with the customer's own words, so it holds for the engine's texts and a model's.
 * - a figure without the word that held it: "Headline: 20 Mitarbeiter" of "Lohn (bis 20 Mitarbeiter)",
 *   "10-20h" of "de mar. a sáb. 10-20h", "6 alumnos" of "máx. 6 alumnos", "Up to 5 staff" of "payroll
 *   for up to 5 staff": it states a figure the brief does not (an invented claim);
 * - a list cut: "Yeezy 350 V2 etc." of "Jordan 1, Dunk Low, Yeezy 350 V2 etc", "from £45 incl. gears."
 *   of "incl. gears, brakes + wheel truing";
 * - a sentence ended where the brief goes on: "Tavoli prenotabili ven." of "ven. e sab. sera";
 * - a bracket left open ("We fix e-bikes too (Bosch.");
 * - a lower-case acronym written as a word ("Crm" of "crm").
 */
import { escapeRegExp, numberPhrasesOf, writtenOut } from "@/lib/ai/language";
import { anyOf } from "./checks";

export interface BriefCutInput {
  value: string;
  productName: string;
  productDescription: string;
}

export interface BriefCuts {
  /** A figure stated without what held it in the brief. */
  figureOutOfScope: boolean;
  grammar: string[];
}

// A slot's label ("Headline 2: ") belongs to the format, not to the copy.
const SLOT_LABEL = /^(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: /gmu;
const lower = (text: string): string => text.toLocaleLowerCase().replace(/[’]/gu, "'");

// Days, whose figures are their hours: "de mar. a sáb. 10-20h".
const DAY = new RegExp(String.raw`^${anyOf("dayAbbreviations")}\.?$|^${anyOf("dayNames")}s?$`, "u");
/** The text's words before `index`, its last one without brackets: what held a figure. */
const lastWord = (text: string, index: number): string => (text.slice(0, index).trim().split(/\s+/).at(-1) ?? "").replace(/^[(\[]+/u, "");

const RANGE = new RegExp(String.raw`\d\s?(?:${anyOf("rangeWords")}|-|–)\s?\d`, "u");

function figureOutOfScope(text: string, description: string, name: string, language: string): boolean {
  const brief = lower(description);
  for (const { phrase, bound } of numberPhrasesOf(description, name, language)) {
    const whole = lower(phrase);
    const first = whole.search(/[\d$€£]/u);
    // "approx. 20 classes": the figure without its qualifier states an exact count.
    const core = whole.slice(Math.max(0, first));
    // A range says as much without its "from" ("5 to 30 min" of "from 5 to 30 min").
    const range = RANGE.test(core);
    if (first > 0 && core.length >= 2 && !range) {
      for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d.,])${escapeRegExp(core)}(?![\\p{L}\\d])`, "gu"))) {
        if (!text.slice(0, m.index).endsWith(whole.slice(0, first))) return true;
      }
    }
    if (!bound) continue;
    // A bound figure keeps the word that held it in the brief ("bis", "sáb.", "teams ("); a range a
    // preposition held stays a span ("5 a 20 min" of "sesiones de 5 a 20 min").
    const at = brief.indexOf(whole);
    if (at < 0) continue;
    const holder = lastWord(brief, at);
    if (range && !brief.slice(0, at).trimEnd().endsWith("(") && !DAY.test(holder)) continue;
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d.,])${escapeRegExp(whole)}(?![\\p{L}\\d])`, "gu"))) {
      if (lastWord(text, m.index) !== holder) return true;
    }
  }
  return false;
}

// A list a word opens ("incl.", "z. B.", "such as") or one that ends in "etc.".
const OPENER = String.raw`${anyOf("listOpeners")}\s+`;
const OPENED_LIST = new RegExp(`${OPENER}[^.;:]+?,\\s[^.;:]+`, "gu");
const OPENER_START = new RegExp(`^${OPENER}`, "u");
const ETC = anyOf("etcWords");
const ETC_LIST = new RegExp(String.raw`[^.;:,]+(?:,\s[^.;:,]+)+\s${ETC}\b`, "gu");
const ETC_END = new RegExp(`${ETC}$`, "u");

const letterWords = (item: string): number => item.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

function listCut(text: string, description: string): boolean {
  const brief = lower(description);
  for (const found of [...(brief.match(OPENED_LIST) ?? []), ...(brief.match(ETC_LIST) ?? [])]) {
    // The list's items: short ones, as the brief reader keeps them ("incl. MwSt, 5 Jahre Garantie auf den Rahmen" is no list).
    const parts = found.split(/,\s/u).map((i) => i.trim());
    const items = [parts[0]!, ...parts.slice(1).filter((_, i) => parts.slice(1, i + 2).every((p) => letterWords(p) <= 3))];
    if (items.length < 2 || text.includes(items.join(", "))) continue;
    const tail = items.at(-1)!;
    // Its head ends a sentence ("incl. gears.") while an item is elsewhere or the head is one word; or its
    // "etc." tail stands without the items before it ("yeezy 350 v2 etc").
    const headItem = items[0]!.replace(OPENER_START, "");
    const headCut = new RegExp(`${escapeRegExp(items[0]!)}(?=[.!?]|$)`, "mu").test(text);
    const elsewhere = items.slice(1).some((i) => text.includes(i));
    if (headCut && (elsewhere || letterWords(headItem) <= 1)) return true;
    if (ETC_END.test(tail) && letterWords(tail) >= 2 && text.includes(tail) && !text.includes(`${items.at(-2)}, ${tail}`)) return true;
  }
  return false;
}

// What goes on after an abbreviation in the brief: "ven. e sab.", "mar. a sáb.", "Mo. bis Fr.".
const GOES_ON = new RegExp(String.raw`^(?:${anyOf("goesOn")}|-|\d.*)$`, "u");

function cutAtAbbreviation(text: string, description: string): boolean {
  const brief = lower(description);
  // Sentence ends only: the end of a line, or a capital after the stop.
  for (const m of text.matchAll(/(\p{L}+ \p{L}{2,4})\.(?=[ \t]*$|\s+\p{Lu})/gmu)) {
    const words = lower(m[1]!);
    const at = brief.indexOf(`${words}. `);
    if (at < 0) continue;
    const next = brief.slice(at + words.length + 2).split(/\s+/)[0] ?? "";
    if (GOES_ON.test(next)) return true;
  }
  return false;
}

const bracketOpen = (line: string): boolean => (line.match(/\(/gu) ?? []).length !== (line.match(/\)/gu) ?? []).length;

/** "Crm" where the brief writes "crm": three or four consonants are an acronym, not a word. */
function acronymAsWord(value: string, description: string): boolean {
  for (const m of value.matchAll(/(?<![\p{L}\d])([BCDFGHJKLMNPQRSTVWXZ])([bcdfghjklmnpqrstvwxz]{2,3})(?![\p{L}\d.])/gu)) {
    const word = `${m[1]!.toLocaleLowerCase()}${m[2]}`;
    if (new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d.])`, "u").test(description)) return true;
  }
  return false;
}

export function briefCutsOf(input: BriefCutInput, language: string): BriefCuts {
  const text = lower(input.value.replace(SLOT_LABEL, ""));
  const grammar: string[] = [];
  if (listCut(text, input.productDescription)) grammar.push("listCut");
  if (cutAtAbbreviation(input.value.replace(SLOT_LABEL, ""), input.productDescription)) grammar.push("cutAtAbbreviation");
  if (input.value.split("\n").some(bracketOpen)) grammar.push("bracketOpen");
  if (acronymAsWord(input.value, input.productDescription)) grammar.push("acronymAsWord");
  // The brief as the engine reads it has its shorthand written out ("máximo 6 alumnos" of "máx. 6 alumnos"): a figure
  // is out of scope only when it is so against the brief as typed and as read.
  const outOfScope =
    figureOutOfScope(text, input.productDescription, input.productName, language) &&
    figureOutOfScope(text, writtenOut(input.productDescription, language), input.productName, language);
  return { figureOutOfScope: outOfScope, grammar };
}
