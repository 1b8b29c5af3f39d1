import type { MoveId } from "../moves";

import type { LanguageCode, ToneKey } from "@/lib/ai/language";
export { LANGUAGE_CODES, type LanguageCode } from "@/lib/ai/language";

/**
 * A sentence pattern: the template alone (fits every tone) or [template, tone tags].
 * Template syntax: {name} {benefit} {feature} {number} {audience} {cta} {url} {mention} {n}
 * (capitalised placeholder = sentence start), {lead} {close} {open} from the tone lexicon,
 * and {formal|informal} for address-dependent words (also in tone lexicons, openers, generic
 * list items and default calls to action).
 */
export type PatternEntry = string | readonly [template: string, tones: string];

export type Goal = "sales" | "signup" | "install" | "booking" | "learn" | "visit";

export interface ToneLexicon {
  /** Lead-ins before a colon and a fact ("Plot twist: …"). */
  lead: readonly string[];
  /** Closing sentences, punctuation included. */
  close: readonly string[];
  /** Short openers put before a first sentence when openings must differ. */
  open: readonly string[];
}

/**
 * Cues that type a description phrase (fact-type.ts), as regular expression sources matched
 * case-insensitively anywhere in the phrase, except `audience`, which must open it.
 */
export interface FactCues {
  /** What the reader gets now: a free trial, a discount, free shipping, a guarantee ("first month free", "20% off"). */
  offer: string;
  /** Why to believe it: ratings, reviews, awards, certifications, tests, how many use it ("used by 5,000 teams"). */
  proof: string;
  /** Who it is for, opening the phrase ("for busy parents", "made for runners"). */
  audience: string;
}

export interface LanguagePack {
  code: LanguageCode;
  /** How a description phrase is recognised as an offer, a proof or an audience. */
  factCues: FactCues;
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
  /**
   * Words that mark formal and informal address, for the tone score and for reading the address
   * of the user's own phrases (a fact, the CTA). Lower-case entries match in any case; an entry
   * with a capital ("Sie", "Lei") matches only with it and only mid-sentence.
   */
  formalWords: readonly string[];
  informalWords: readonly string[];
  /** Address words with another meaning (Spanish "su": its, his): they never decide a user phrase's address. */
  ambiguousAddressWords?: readonly string[];
  /** A regular expression source (case-insensitive, Unicode) for formal address marked inside words (Turkish "-niz"). */
  formalPattern?: string;
  /** Words that address the reader in either register (Portuguese "você", "seu"), for {benefit:neutral}. */
  readerWords?: readonly string[];
  /**
   * Word swaps that carry a user's phrase into the text's address ("deinen" → "Ihren"); a phrase is
   * rewritten only when every address word in it has a swap, otherwise another fact is preferred.
   */
  addressSwap?: {
    toFormal?: Readonly<Record<string, string>>;
    toInformal?: Readonly<Record<string, string>>;
  };
}
