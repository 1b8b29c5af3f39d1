import type { Goal } from "../../goal";
import type { LanguageCode } from "@/lib/ai/language";
import type { Family } from "../../strategies/catalog";
import type { ToneGroup, ToneKey } from "../../tone";

/**
 * A sentence pattern alone (fits every tone) or with the tones and tone groups it suits
 * ("urgent hot"). Syntax in ../../pattern.ts; the placeholders the copy writer fills:
 * {name} the product (a proper noun: never with an article), {fact} a phrase of the description
 * ({fact:verb}, {fact:noun}… in English, where facts know their grammar), {audience} (only where
 * the grammar takes any noun phrase, usually after "for"), {descriptor} what the product is
 * (English), {lead} a lead-in of the tone and {closer} a closing sentence of the tone.
 */
export type Entry = string | readonly [template: string, tones: string];

/** A call to action and its Font Awesome 6 free icon ("fa-solid fa-cart-shopping"). */
export type CtaEntry = readonly [text: string, icon: string];

/** A tone's own words. Each tone has one address (ToneStyle.formal), so these use it directly. */
export interface ToneWords {
  /** One to four words put before a colon ("Good news: …"). */
  leads: readonly string[];
  /** Short closing sentences, punctuation included. */
  closers: readonly string[];
}

export interface CopyPack {
  code: LanguageCode;
  /** A headline's first sentence; every one names the product. */
  openers: readonly Entry[];
  /** Further sentences: a fact, the audience. */
  details: readonly Entry[];
  /** Sentences that fit any product, for a brief too thin to fill a headline with facts alone. */
  fillers: readonly Entry[];
  /** Sentences that make a strategy's point, per strategy family. */
  angles: Readonly<Record<Family, readonly Entry[]>>;
  tones: Readonly<Record<ToneKey, ToneWords>>;
  /** Punchlines: short lines that each hold the product name or a fact. */
  punchlines: readonly Entry[];
  anglePunchlines: Readonly<Record<Family, readonly Entry[]>>;
  ctas: Readonly<Record<Goal, readonly CtaEntry[]>>;
  angleCtas: Readonly<Record<Family, CtaEntry>>;
  toneCtas: Readonly<Record<ToneGroup, CtaEntry>>;
  /** Words that cannot end a cut phrase: articles, prepositions, conjunctions. */
  dangling: readonly string[];
  /** Prepositions and conjunctions that start a phrase: cutting before one leaves a whole clause. */
  breakBefore: readonly string[];
}
