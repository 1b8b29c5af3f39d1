/**
 * What makes a text unshippable whatever its other merits (issue #25), each subtracted from the
 * weighted mean of the score's features: an invented claim, a span in another language, broken
 * grammar, a stock line. Each costs DEDUCTION points, so a text with any of them scores at least
 * that much below the same text without it; the hand-labelled quality suite
 * (bench/ad-copy-quality) checks the gap on texts people read.
 */
import { licenseOf, unlicensedClaims, type ClaimFinding } from "./claims";
import { type DefectKind } from "./defects";
import { foreignLanguageOf } from "./detect-language";
import type { LanguageCode } from "./languages/types";
import { sentencesOf } from "./text";

export const DEDUCTION = 20;

export type Flaw = "inventedClaim" | "otherLanguage" | "brokenGrammar" | "stockLine";

export const FLAW_LABELS: Readonly<Record<Flaw, string>> = {
  inventedClaim: "Claims only what the brief states",
  otherLanguage: "Written in one language",
  brokenGrammar: "Grammatical sentences",
  stockLine: "No line that could sit in any ad",
};

const GRAMMAR_DEFECTS: ReadonlySet<DefectKind> = new Set(["doubledWord", "danglingConjunction", "splitNumber", "bareNumber", "twoColons", "lowercasedName"]);

/** A sentence that runs on after a full stop in lower case ("…since 1987. sourdough"), as a brief copied verbatim does. */
const LOWER_AFTER_STOP = /(?<![\p{L}](?:incl|inkl|z|B|p|ex|ca|max|min|nr|e\.g|i\.e|etc))[.!?]\s+\p{Ll}/u;

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

export function flawsOf(input: FlawInput): FlawReport {
  const flaws: Flaw[] = [];
  const claims = unlicensedClaims(input.value, input.language, licenseOf(input.brief));
  if (claims.length) flaws.push("inventedClaim");
  const foreign = input.defects.has("foreignClause") || sentencesOf(input.value).some((s) => foreignLanguageOf(s, input.language) !== null);
  if (foreign) flaws.push("otherLanguage");
  if ([...input.defects].some((d) => GRAMMAR_DEFECTS.has(d)) || LOWER_AFTER_STOP.test(input.value)) flaws.push("brokenGrammar");
  if (input.genericSentences > 0) flaws.push("stockLine");
  return { flaws, claims };
}
