import type { MoveId } from "../moves";

import type { Goal, ReadingPack, ToneKey } from "@/lib/ai/language";
export { LANGUAGE_CODES, type FactCues, type Goal, type LanguageCode } from "@/lib/ai/language";

/**
 * A sentence pattern: the template alone (fits every tone) or [template, tone tags].
 * Template syntax: {name} {benefit} {feature} {number} {audience} {cta} {url} {mention} {n}
 * (capitalised placeholder = sentence start), {lead} {close} {open} from the tone lexicon,
 * and {formal|informal} for address-dependent words (also in tone lexicons, openers, generic
 * list items and default calls to action).
 */
export type PatternEntry = string | readonly [template: string, tones: string];

export interface ToneLexicon {
  /** Lead-ins before a colon and a fact ("Plot twist: …"). */
  lead: readonly string[];
  /** Closing sentences, punctuation included. */
  close: readonly string[];
  /** Short openers put before a first sentence when openings must differ. */
  open: readonly string[];
}

/**
 * What the copy engine writes in a language. What the brief reader needs of it (fact cues, the
 * words of formal and informal address) is the language core's ReadingPack, spread into each pack.
 */
export interface LanguagePack extends ReadingPack {
  moves: Readonly<Record<MoveId, readonly PatternEntry[]>>;
  tones: Readonly<Record<ToneKey, ToneLexicon>>;
  /** Default calls to action per goal; {formal|informal} allowed. */
  cta: Readonly<Record<Goal, readonly string[]>>;
  /** Neutral openers usable with any tone when openings must differ. */
  openers: readonly string[];
  /** List items used only when the brief has too few facts. */
  genericItems: readonly string[];
  quotes: readonly [open: string, close: string];
  /** Words that start a call to action, lower case, for the CTA score. */
  ctaWords: readonly string[];
}
