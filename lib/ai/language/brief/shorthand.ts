/**
 * Abbreviations customers type in a brief, written out before the brief is read (issue #25, round 8):
 * a fact never carries "w/", "par pers.", "et env.", "c/u", "aprox.", "gg." or "o.a." into ad copy.
 * Each is written out in the brief's own language ("par personne", "et environs", "cada una",
 * "aproximadamente", "gegen", "onder andere"); one this list does not know stays as it was, and the
 * score (score-brief-reading.ts in the copy engine) marks a text that repeats it.
 *
 * "incl." after a pair ("material y cocción incl. también talleres", "prancha e fato incl. aula de
 * 2h …") is the customer's "included", ending the phrase: written "incluidos." there, the next words
 * start a sentence of their own instead of running into it. Before a price or a list ("from £45
 * incl. gears, brakes") it opens the list, and is written "including".
 */

type Rule = readonly [RegExp, string];

const ANY = "(?<![\\p{L}\\d])";
const rule = (pattern: string, out: string): Rule => [new RegExp(`${ANY}${pattern}(?![\\p{L}\\d])`, "giu"), out];
// An abbreviation ending in a full stop: the stop is part of it, what follows must be a space or the end.
const dotted = (pattern: string, out: string): Rule => [new RegExp(`${ANY}${pattern}(?=\\s|$|[,;)])`, "giu"), out];

const INCLUDING: Readonly<Record<string, string>> = { en: "including", de: "inklusive", fr: "y compris", es: "incluido", it: "incluso", pt: "incluindo", nl: "inclusief", tr: "dahil" };
const INCLUDED: Readonly<Record<string, string>> = { en: "included", de: "inklusive", fr: "inclus", es: "incluidos", it: "inclusi", pt: "incluídos", nl: "inbegrepen", tr: "dahil" };
const PAIR_AND = "(?:and|&|und|et|y|e|en|ve)";

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  // "1yr of accounts" is "1 year of accounts"; "1yr warranty" is "1-year warranty". "e.g. for a fuse upgrade" is
  // ", for example for …" ("such as for" read as broken, round 10); "e.g. DATEV" stays "such as DATEV".
  en: [rule("w/o", "without"), rule("wks", "weeks"), rule("w/", "with"), dotted("approx\\.", "approximately"), rule("pls", "please"), [/(?<![\p{L}\d])1\s?yr(?=\s+(?:of|in|ago|old)\s)/giu, "1 year"], [/(?<![\p{L}\d])(\d+)\s?yrs?(?=\s+(?:of|in|ago|old)\s)/giu, "$1 years"], [/(?<![\p{L}\d])(\d+)\s?yrs?(?=\s+\p{L})/giu, "$1-year"], [/,?\s*(?<![\p{L}\d])e\.g\.,?(?=\s+(?:for|in|at|on|with|when|if|by|to)\s)/giu, ", for example"], [/,?\s*(?<![\p{L}\d])e\.g\.,?(?=\s)/giu, " such as"], dotted("by appt\\.", "by appointment"), [/(?<![\p{L}\d])(\()est\.(?=\s*\d)/giu, "$1established"], dotted("excl\\.", "excluding")],
  de: [dotted("gg\\.", "gegen"), dotted("ca\\.", "circa"), dotted("z\\.\\s?b\\.", "zum Beispiel"), dotted("bzw\\.", "beziehungsweise"), dotted("ggf\\.", "gegebenenfalls"), dotted("usw\\.", "und so weiter"), [/(?<=\d\s?)Min\.(?=\s|$)/gu, "Minuten"], [/(?<=\d\s?)Std\.(?=\s|$)/gu, "Stunden"]],
  // "douche int.", "du lun. au ven.", "min. 3 nuits", "par tél." (round 10: copied as typed, "lun./ven./sam." read as shorthand).
  fr: [dotted("douche int\\.", "douche intérieure"), dotted("lun\\.", "lundi"), dotted("jeu\\.", "jeudi"), dotted("ven\\.", "vendredi"), dotted("sam\\.", "samedi"), dotted("dim\\.", "dimanche"), [/(?<=(?:du|au|le|et) )mar\.(?=\s|$|[,;)])/gu, "mardi"], [/(?<=(?:du|au|le|et) )mer\.(?=\s|$|[,;)])/gu, "mercredi"], [/(?<![\p{L}\d]|\d\s)min\.(?=\s|$|[,;)])/gu, "minimum"], [/(?<![\p{L}\d])tél\.(?=\s+(?:l['’]|le |la |les |un |une |nous |on |il |elle ))/gu, "téléphone."], dotted("tél\\.", "téléphone"), [/(?<=\d\s?€?)\/pers\.?(?=\s|$|[,;)])/giu, " par personne"], [/(?<![\p{L}\d])nb(?= d[e'’])/gu, "nombre"], dotted("par pers\\.", "par personne"), dotted("et env\\.", "et environs"), [/(?<![\p{L}\d])env\.(?=\s*\d)/giu, "environ"], dotted("p\\.\\s?ex\\.", "par exemple")],
  es: [[/(?<![\p{L}\d])mod\.(?=\s*\d+\s+[ye]\s+\d)/gu, "modelos"], dotted("mod\\.", "modelo"), [/(?<![\p{L}\d])c\/\s?(?=\p{Lu})/gu, "calle "], [/(?<=\d\s?€|€\s?\d[\d.,]*)\s+c\/u(?![\p{L}\d])/giu, " la unidad"], rule("c/u", "cada una"), dotted("aprox\\.", "aproximadamente"), dotted("máx\\.", "máximo"), dotted("mín\\.", "mínimo"), dotted("p\\.\\s?ej\\.", "por ejemplo")],
  it: [dotted("ca\\.", "circa"), dotted("ecc\\.", "eccetera"), dotted("max\\.", "massimo"), dotted("ad es\\.", "ad esempio")],
  pt: [dotted("aprox\\.", "aproximadamente"), dotted("máx\\.", "máximo"), dotted("p\\.\\s?ex\\.", "por exemplo")],
  nl: [dotted("o\\.a\\.", "onder andere"), dotted("e\\.o\\.", "en omstreken"), dotted("ca\\.", "circa"), dotted("bijv\\.", "bijvoorbeeld"), dotted("excl\\.", "exclusief")],
  // "vb." ends its list: "PPF kaplama vb. seramik kaplama …" must not run on into "ve benzeri seramik kaplama".
  tr: [[/(?<![\p{L}\d])vb\.(?=\s+\p{Ll})/gu, "ve benzeri."], dotted("vb\\.", "ve benzeri"), [/(?<![\p{L}\d])pzt-cmt(?![\p{L}\d])/giu, "pazartesi-cumartesi"], dotted("yak\\.", "yaklaşık")],
};

const keepCase = (found: string, out: string): string => (/^\p{Lu}/u.test(found) && !/^\p{Lu}/u.test(out) ? out.charAt(0).toUpperCase() + out.slice(1) : out);

/** The one-word write-outs that qualify what follows them ("aproximadamente", "circa"): no cut may end on one. */
export const WRITTEN_QUALIFIERS: ReadonlySet<string> = new Set(
  [...Object.values(RULES).flat().map(([, out]) => out), ...Object.values(INCLUDING)].filter((out) => !/[\s$]/u.test(out)),
);

/** "incluído" agreeing with a Portuguese head noun, by its ending (feminine in -a, -ção, -dade, -gem; plural in -s). */
function agreeingIncluded(head: string): string {
  const lower = head.toLowerCase();
  const plural = /s$/u.test(lower);
  const singular = plural ? lower.replace(/(?:ões|ães)$/u, "ão").replace(/es$|s$/u, "") : lower;
  const feminine = /(?:a|ção|são|dade|gem|agem)$/u.test(singular);
  return `incluíd${feminine ? "a" : "o"}${plural ? "s" : ""}`;
}

/** The description with the abbreviations of its language written out. */
export function writtenOut(description: string, language: string): string {
  const text = INCL.test(description) ? inclWrittenOut(description, language) : description;
  let out = text;
  for (const [pattern, written] of RULES[language] ?? []) {
    out = out.replace(pattern, (found: string, ...groups: unknown[]) => keepCase(typeof groups[0] === "string" ? "" : found, typeof groups[0] === "string" ? written.replace("$1", groups[0]) : written));
  }
  return spacedUnits(out, language);
}

// Only a brief that types "incl." is read for it. Each phrase's head starts at a word's start: unanchored,
// "(\p{L}+)[^.,;:()]*?\s…" tried every start, length and end of one long run of letters (cubic: 2,500
// letters took 2.6 s), and every brief paid for it.
const INCL = /(?<![\p{L}\d])(?:incl|inkl)\./iu;

/** "incl." written out: "included" closing a phrase, "including" opening a list. */
function inclWrittenOut(description: string, language: string): string {
  let text = description;
  // "material y cocción incl. también …": a pair with no figure, then "incl." and a lower-case word.
  const postfix = new RegExp(`((?:^|[.,;:]\\s*)[^.,;:\\d]*?\\p{L}+\\s${PAIR_AND}\\s\\p{L}+)\\s(?:incl|inkl)\\.\\s+(?=\\p{Ll})`, "gu");
  text = text.replace(postfix, (_, pair: string) => `${pair} ${INCLUDED[language] ?? "included"}. `);
  // Portuguese "recolha no hotel incl. no tour de 3h": a noun phrase with no figure, then "incl.": the participle,
  // agreeing with the phrase's head ("recolha … incluída"), not "incluindo" run into the next words.
  if (language === "pt") {
    text = text.replace(/((?:^|[.,;:]\s*)(?:(?:a|o|as|os)\s)?(?<!\p{L})(\p{L}+)[^.,;:\d€$£]*?)\s(?:incl)\.(?=\s+\p{Ll})/giu, (_, phrase: string, head: string) => `${phrase} ${agreeingIncluded(head)}`);
  }
  text = text.replace(/(?<![\p{L}\d])(?:incl|inkl)\.(?=\s)/giu, (found) => keepCase(found, INCLUDING[language] ?? "including"));
  // "assurance tous risques incl., vaisselle …": "incl." closing its phrase before a comma; cut at its stop it was "incl" (round 10).
  text = text.replace(/((?<!\p{L})(\p{L}+)[^.,;:()]*?)\s(?:incl|inkl)\.(?=[,;)]|\s*$)/gu, (_, phrase: string, head: string) => `${phrase} ${language === "fr" ? frenchIncluded(head) : (INCLUDED[language] ?? "included")}`);
  return text;
}

/** "inclus" agreeing with a French head noun, by its ending ("assurance … incluse", "draps … inclus"). */
function frenchIncluded(head: string): string {
  const lower = head.toLowerCase();
  const plural = /[sx]$/u.test(lower);
  const feminine = /(?:ance|ence|ion|té|ure|ette|elle|ie|ade|ise|ée|aison|erie)s?$/u.test(lower);
  return `inclus${feminine ? "e" : ""}${feminine && plural ? "s" : ""}`;
}

// Units a figure takes with a space: "4mm", "7kW", "45min", "10m", "250g" (round 10: copied glued, read as the customer's typing).
const GLUED_UNIT = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)*)(mm|cm|km|m|kW|kWh|Wh|W|kg|g|ml|cl|min|GB|TB|mAh)(?![\p{L}\d])/gu;
// Languages that put a space between a price and "€" ("1.190 €", "89 €/jour"); English writes "€45", which stays as typed.
const SPACED_EURO = new Set(["de", "fr", "es", "it", "pt", "nl"]);

/** The brief's figures with the space their unit takes; "m2" as "m²"; "€45" keeps its order. */
export function spacedUnits(text: string, language: string): string {
  let out = text.replace(GLUED_UNIT, "$1 $2").replace(/(?<![\p{L}\d])m2(?![\p{L}\d])/gu, "m²");
  if (SPACED_EURO.has(language)) out = out.replace(/(\d)€/gu, "$1 €").replace(/€\+\s?(?=\p{L})/gu, "€ + ");
  return out;
}

/** A figure glued to its unit as the brief types it ("4mm", "1.190€"): what a text must not copy. */
export function gluedUnitsOf(text: string, language: string): string[] {
  const found = [...text.matchAll(GLUED_UNIT)].map((m) => m[0]);
  if (SPACED_EURO.has(language)) for (const m of text.matchAll(/(?<![\p{L}\d.,])\d+(?:[.,]\d+)*€/gu)) found.push(m[0]);
  return found;
}
