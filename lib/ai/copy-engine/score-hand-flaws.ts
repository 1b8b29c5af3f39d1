/**
 * The flaws people found in the plain-frame texts (issue #25, round 4 of bench/ad-copy-quality,
 * calibrated on the 260 tuning texts only) that the engine's own defect finder did not see. Each is
 * a cheap regular expression over the finished text: no per-text model, no brief parsing.
 * - grammar: a list cut in two ("Check-ups, hygienist appointments." / "Vanille, Schoko."), a
 *   sentence that runs into the next without a stop ("(since 1987) Visit us"), an abbreviation
 *   shouted ("Dr! Lindner"), a "3 steps" title with no numbered step after it, a slot that is only
 *   a cut figure ("Headline 2: 20 Uhr", "Description: 12-fach"), a name glued on with "— avec X";
 * - stock: a label that presents any fact as an advantage ("The advantage:", "La ventaja:"), a
 *   the name said three times or more.
 * - round 7 (read after round 6's fixes): a frame whose promise no service keeps ("Under the hood:",
 *   "Kaputun altında:") or a Turkish line read as machine copy ("Cidden.", "Özünde:"), the name twice in
 *   prose, a French/Italian/Spanish/Portuguese name without the article it needs ("Découvrez Domaine …").
 */
import { STOPWORDS } from "@/lib/ai/language";
import { anyOf } from "./checks";
import { articlelessName } from "./name-article";

const CONJUNCTION = new RegExp(`(?<!\\p{L})${anyOf("joiners")}(?!\\p{L})`, "iu");
const RUNS_ON_ABBREVIATION = new RegExp(`${anyOf("runOnAbbreviations")}$`, "u");
const LIST_GOES_ON = new RegExp(`^\\s(?:${anyOf("listGoesOn")}|&)\\s`, "u");
const WITH = new RegExp(` ${anyOf("withWords")} `, "u");

// A sentence of two bare phrases joined by a comma and nothing else: half of a list the brief split.
function isSplitList(sentence: string, description: string): boolean {
  // The brief's own list, written whole ("full service from £45 incl. gears, brakes + wheel truing"), is no cut.
  // A pair the brief goes on from (", white fillings", " and Invisalign") is still half of its list.
  const pair = sentence.replace(/[.!]$/u, "").toLocaleLowerCase().split(": ").at(-1) ?? "";
  const at = pair ? description.toLocaleLowerCase().indexOf(pair) : -1;
  const rest = at >= 0 ? description.slice(at + pair.length) : "";
  const nextItem = /^,\s([^,.;:]*)/u.exec(rest)?.[1]?.split(/\s+/).filter(Boolean).length ?? 99;
  // "GoBD-konform, XRechnung inkl." stops on an abbreviation the brief runs on from.
  if (at >= 0 && nextItem > 4 && !RUNS_ON_ABBREVIATION.test(pair) && !LIST_GOES_ON.test(rest)) return false;
  // The whole sentence, or what follows its colon or its "with" ("…: soins, détartrage.").
  const tails = [sentence, sentence.split(": ").at(-1) ?? "", sentence.split(WITH).at(-1) ?? ""];
  return tails.some((tail) => tail !== "" && splitPair(tail));
}

function splitPair(sentence: string): boolean {
  const match = /^([\p{L}][^,.:;!?()]{1,40}), ([^,.:;!?()]{2,40})[.!]?$/u.exec(sentence.trim());
  if (!match) return false;
  const [, first = "", second = ""] = match;
  // "Ça, c’est …" is a sentence, not a list.
  return first.length >= 5 && !CONJUNCTION.test(first) && !CONJUNCTION.test(second) && first.split(" ").length <= 4 && second.split(" ").length <= 4;
}

// A slot's label ("Headline 2: ") belongs to the format, not to the copy.
const SLOT_LABEL = /^(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: /mu;
const RUN_ON = /\) +\p{Lu}|\)\n(?!(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: )[\p{Lu}]/u;
const SHOUTED_ABBREVIATION = new RegExp(`(?<!\\p{L})${anyOf("titles")}!`, "u");
const STEPS_TITLE = new RegExp(`${anyOf("threeSteps")}\\s*:\\s*\\n(?!\\s*1\\.)`, "iu");
const CUT_FIGURE_SLOT = /^[\p{L} 0-9]{0,20}: [\d.,\-–]+(?:\s?[\p{L}]{1,4}\.?)?$/mu;
const GLUED_NAME = new RegExp(`[—–] ${anyOf("withWords")} `, "u");
const ADVANTAGE_LABEL = new RegExp(`(?:^|[.!?]\\s+|\\n)${anyOf("advantageLabels")}:`, "u");

// Frames the engine no longer writes (round 7) but a text model or an older call may: each promises what a fact cannot keep.
const STOCK_FRAME = new RegExp(anyOf("stockFrames"), "u");

export interface HandFlaws {
  grammar: boolean;
  stock: boolean;
  /** Which check fired, for calibration. */
  why: string[];
}

// German writes every noun with a capital. Round 6: "Veganes restaurant" (an inflected adjective opening a
// sentence, then a lower-case word that is no adjective or function word), "auf einen Blick: mittagstisch",
// "Dazu kommt: steuerberatung" (a lower-case noun after a colon or dash, by its noun ending).
const DE_ADJECTIVE_NOUN = /(?:^|[.!?:–—]\s+|\n)\p{Lu}\p{Ll}+(?:es|er) (\p{Ll}{4,})(?=[\s.!?,]|$)/gmu;
const DE_ADJECTIVE_END = /(?:e|es|er|en|em|lich|ig|isch|bar|sam|los|voll|iert|ert|elt|et|gt|kt|ht)$/u;
const DE_NOUN_AFTER_MARK = /(?::|\s[–—])\s+\p{Ll}[\p{Ll}-]*(?:ung|heit|keit|schaft|tion|sion|tät|nis|ismus|tisch|praxis|therapie|eur|ling)(?=[\s.!?,]|$)/u;

function germanLowerNoun(value: string): boolean {
  if (DE_NOUN_AFTER_MARK.test(value)) return true;
  for (const m of value.matchAll(DE_ADJECTIVE_NOUN)) {
    const word = m[1]!;
    if (!STOPWORDS.has(word) && !DE_ADJECTIVE_END.test(word)) return true;
  }
  return false;
}

// A sentence that is only the product's name, beside other sentences that name it: "Petal & Stem." between
// two facts, "Garage Martin !" (round 5, read as a filler line). A headline slot may be the name alone.
function bareNameLine(sentences: readonly string[], name: string): boolean {
  if (!name || sentences.length < 3) return false;
  const bare = (s: string) => s.replace(/[.!?\s\u00A0]+$/u, "").replace(/^[¡\s]+/u, "") === name;
  // The first sentence may be the name, as an opener or a list's title ("Crumb & Co!", "CyberSud 2025.").
  return sentences.slice(1).some(bare) && sentences.filter((s) => s.includes(name)).length >= 2;
}

export function handFlawsOf(value: string, name: string, language = "en", description = ""): HandFlaws {
  // Slot labels ("Headline 1: ") are the format's, not the copy's.
  const lines = value.split("\n").map((l) => l.replace(SLOT_LABEL, "").trim()).filter(Boolean);
  const sentences = lines.flatMap((l) => l.split(/(?<=[.!?])\s+/u)).map((s) => s.replace(/^[•\d.\s]+/u, ""));
  const checks: Array<[string, boolean]> = [
    // Only in prose: a headline or a list item may name two things.
    ["splitList", sentences.some((s) => /[.!]$/u.test(s) && isSplitList(s, description))],
    ["runOn", RUN_ON.test(value)],
    ["shoutedAbbreviation", SHOUTED_ABBREVIATION.test(value)],
    ["stepsWithoutSteps", STEPS_TITLE.test(value)],
    ["cutFigureSlot", CUT_FIGURE_SLOT.test(value)],
    ["gluedName", GLUED_NAME.test(value)],
    ["germanLowerNoun", language === "de" && germanLowerNoun(value)],
    ["articlelessName", articlelessName(value, name, description, language)],
  ];
  const grammar = checks.some(([, hit]) => hit);
  const copy = value.replace(/^(?:Business name|Brand name): .*$/gmu, "");
  const nameCount = name ? copy.split(name).length - 1 : 0;
  // Several headline slots may each carry the name once more.
  const slotted = SLOT_LABEL.test(value);
  const thrice = nameCount >= (slotted ? 4 : 3);
  // Slots are each their own line: only prose is read for a bare name line.
  const bareName = !slotted && bareNameLine(sentences, name);
  // In prose (no slots) one mention is enough: a second read as a jingle in round 7 (ship 3 of 36, flawed 22).
  const twice = !slotted && nameCount >= 2;
  const stockFrame = STOCK_FRAME.test(value);
  const stock = ADVANTAGE_LABEL.test(value) || thrice || twice || bareName || stockFrame;
  const why = checks.filter(([, hit]) => hit).map(([n]) => n);
  if (ADVANTAGE_LABEL.test(value)) why.push("advantageLabel");
  if (thrice) why.push("nameThrice");
  else if (twice) why.push("nameTwice");
  if (stockFrame) why.push("stockFrame");
  if (bareName) why.push("bareNameLine");
  return { grammar, stock, why };
}
