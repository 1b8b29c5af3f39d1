/**
 * What makes a text unshippable whatever its other merits (issue #25), each subtracted from the
 * weighted mean of the score's features: an invented claim, a span in another language, broken
 * grammar, a stock line. Each costs DEDUCTION points, so a text with any of them scores at least
 * that much below the same text without it; the hand-labelled quality suite
 * (bench/ad-copy-quality) checks the gap on texts people read.
 */
import { type ClaimFinding, foreignLanguageOf, licenseOf, sentencesOf, unlicensedClaims } from "@/lib/ai/language";
import { anyOf } from "./checks";
import { type DefectKind } from "./defects";
import type { LanguageCode } from "./languages";
import { briefCutsOf } from "./score-brief-cuts";
import { briefReadingOf } from "./score-brief-reading";
import { copiedFlawsOf } from "./score-copied";
import { fragmentFlawsOf } from "./score-fragments";
import { handFlawsOf } from "./score-hand-flaws";
import { leadFlawsOf } from "./score-lead";

// 25, not 20: calibrated on the round-4 hand labels (bench/ad-copy-quality), where the checks find about 7 in 10 of the flawed texts people found.
export const DEDUCTION = 25;

export type Flaw = "inventedClaim" | "otherLanguage" | "brokenGrammar" | "stockLine";

export const FLAW_LABELS: Readonly<Record<Flaw, string>> = {
  inventedClaim: "Claims only what the brief states",
  otherLanguage: "Written in one language",
  brokenGrammar: "Grammatical sentences",
  stockLine: "No line that could sit in any ad, a lead with a selling fact",
};

const GRAMMAR_DEFECTS: ReadonlySet<DefectKind> = new Set(["doubledWord", "danglingConjunction", "splitNumber", "bareNumber", "twoColons", "lowercasedName"]);

/** A sentence that runs on after a full stop in lower case ("…since 1987. sourdough"), as a brief copied verbatim does. */
const LOWER_AFTER_STOP = new RegExp(String.raw`(?<![\p{L}]${anyOf("stopAbbreviations")})[.!?]\s+\p{Ll}`, "gu");
// …unless the brief has the same words around that stop: the customer's own abbreviation ("30 Min. kostenlos",
// "de mar. a sáb.", "excl. btw"), which people read as such (round 6).
function lowerAfterStop(value: string, description: string): boolean {
  const brief = description.toLocaleLowerCase();
  for (const m of value.matchAll(LOWER_AFTER_STOP)) {
    const around = value.slice(0, m.index).split(/\s+/).at(-1) + m[0] + (value.slice((m.index ?? 0) + m[0].length - 1).match(/^\p{L}+/u)?.[0].slice(1) ?? "");
    if (!brief.includes(around.toLocaleLowerCase())) return true;
  }
  return false;
}

export interface FlawInput {
  value: string;
  language: LanguageCode;
  brief: { productName: string; productDescription: string; targetAudience?: string; cta?: string; websiteUrl?: string; customRequest?: string };
  defects: ReadonlySet<DefectKind>;
  /** Sentences of four words or more that hold neither the name nor a fact of the brief. */
  genericSentences: number;
}

export interface FlawReport {
  flaws: Flaw[];
  claims: ClaimFinding[];
}

function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 1);
}

export function flawsOf(input: FlawInput): FlawReport {
  const flaws: Flaw[] = [];
  const claims = unlicensedClaims(input.value, input.language, licenseOf(input.brief));
  // A brief's figure without what held it states another figure (score-brief-cuts.ts): an invented claim too.
  const cuts = briefCutsOf({ value: input.value, productName: input.brief.productName, productDescription: input.brief.productDescription }, input.language);
  if (claims.length || cuts.figureOutOfScope) flaws.push("inventedClaim");
  // A sentence made of the brief's own words is in the brief's language, which is the copy's (a brief in
  // another language is refused): "Concesionario de coches de segunda mano en Sevilla" is no Dutch.
  const briefWords = new Set(wordsOf([input.brief.productName, input.brief.productDescription, input.brief.targetAudience, input.brief.cta].join(" ")));
  const fromBrief = (s: string) => {
    const words = wordsOf(s);
    return words.length > 0 && words.filter((w) => briefWords.has(w)).length >= 0.8 * words.length;
  };
  // What every round found and round 13 showed the score missing (score-copied.ts): the brief's pieces copied as typed.
  const copied = copiedFlawsOf({ value: input.value, ...input.brief }, input.language);
  const foreign = copied.language.length > 0 || input.defects.has("foreignClause") || sentencesOf(input.value).some((s) => !fromBrief(s) && foreignLanguageOf(s, input.language) !== null);
  if (foreign) flaws.push("otherLanguage");
  // What people found and the defect finder did not (score-hand-flaws.ts, calibrated on hand labels).
  const hand = handFlawsOf(input.value, input.brief.productName, input.language, input.brief.productDescription);
  // What round 8 found against the brief (score-brief-reading.ts): cut lists, copied shorthand and typos, empty frames.
  const reading = briefReadingOf({ value: input.value, ...input.brief }, input.language);
  // What round 11 found (score-lead.ts): the name presented with nothing said, a restriction as the lead, a price without its subject.
  const lead = leadFlawsOf({ value: input.value, productName: input.brief.productName, productDescription: input.brief.productDescription, cta: input.brief.cta });
  // What round 12 found (score-fragments.ts): empty frames around the name, the brief's fragments standing alone, its typing copied.
  const fragments = fragmentFlawsOf({ value: input.value, ...input.brief }, input.language);
  const grammar = [cuts.grammar, reading.grammar, lead.grammar, fragments.grammar, copied.grammar].some((found) => found.length > 0);
  if ([...input.defects].some((d) => GRAMMAR_DEFECTS.has(d)) || lowerAfterStop(input.value, input.brief.productDescription) || hand.grammar || grammar) flaws.push("brokenGrammar");
  const stock = [reading.stock, lead.stock, lead.thin, fragments.stock].some((found) => found.length > 0);
  if (input.genericSentences > 0 || hand.stock || stock) flaws.push("stockLine");
  return { flaws, claims };
}
