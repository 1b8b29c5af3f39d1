import type { Brief, ClaimLicense, ToneProfile } from "@/lib/ai/language";
import type { CustomInstructions } from "./custom-request";
import type { DefectBrief } from "./defects";
import type { TakenFact } from "./facts";
import type { LanguagePack } from "./languages";
import type { PlanSection } from "./plans";
import type { Rng } from "@/lib/random";
import { TextWriter } from "./text-writer";
import type { AdTextTypeInfo } from "./types";

export interface WriterSetup {
  info: AdTextTypeInfo;
  /** The brief as the user wrote it, to tell whether a short text says anything of the product. */
  source: DefectBrief;
  plan: readonly PlanSection[];
  pack: LanguagePack;
  brief: Brief;
  tone: ToneProfile;
  formal: boolean;
  custom: CustomInstructions;
  emojiCount: number;
  emojiSet: readonly string[];
  exclaim: 0 | 1 | 2;
  /** Negative prefers short patterns, positive long ones. */
  lengthBias: number;
  /** How often each template was used by earlier texts of the call. */
  callTemplates: Map<string, number>;
  /** Finished sentences of the call by their raw fill and finishing flags. */
  finished: Map<string, string>;
  /** What the brief licenses the copy to claim (claims/): a sentence claiming more is never chosen. */
  license: ClaimLicense;
  /** Sentences already checked against the license, by their text (memoized per call). */
  unlicensed: Map<string, boolean>;
}

export interface WrittenPart {
  key: string;
  slot: string;
  text: string;
}

export interface WrittenText {
  value: string;
  parts: WrittenPart[];
}

export interface Candidate {
  text: string;
  facts: TakenFact[];
  template: string;
  /** Holds nothing of the brief (see stock-lines.ts). */
  stock?: boolean;
  /** In a one- or two-slot format, says nothing of the product but its name. */
  factFree?: boolean;
  weight: number;
}

export interface Constraints {
  first: boolean;
  requireName: boolean;
  requireUrl: boolean;
  /** A later section asks for the click: a step or a headline does not say the CTA first ("1. Order now."). */
  ctaLater?: boolean;
}

/** Writes one text: every section from patterns whose needs the brief meets, within its budget. */
export function writeText(setup: WriterSetup, rng: Rng, textIndex: number, usedOpenings: ReadonlySet<string>): WrittenText {
  return new TextWriter(setup, rng, textIndex, usedOpenings).write();
}

