import type { ProductKind } from "../brief/product-kind";
import type { LanguageCode } from "../codes";
import type { ToneGroup, ToneKey } from "../tones";
import type { CtaGoal, Family, ProductSignal, StrategyId } from "./keys";

/** What a language writes for the text operations (lib/ai/text-ops): packs/<xx>/text-ops-*.ts. */

/**
 * A sentence pattern alone (fits every tone) or with the tones and tone groups it suits
 * ("urgent hot"). Syntax in lib/ai/text-ops/pattern.ts; the placeholders the copy writer fills:
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
  ctas: Readonly<Record<CtaGoal, readonly CtaEntry[]>>;
  angleCtas: Readonly<Record<Family, CtaEntry>>;
  toneCtas: Readonly<Record<ToneGroup, CtaEntry>>;
  /** Words that cannot end a cut phrase: articles, prepositions, conjunctions. */
  dangling: readonly string[];
  /** Prepositions and conjunctions that start a phrase: cutting before one leaves a whole clause. */
  breakBefore: readonly string[];
}

/**
 * A language's strategy names and rationales. A rationale is advice for this product: it names
 * {name} (the product, a proper noun without article) and, after the language's "for", {audience}.
 * A part in [brackets] is dropped when the brief has no fact for its {fact}.
 */
export type StrategyTexts = Readonly<Record<StrategyId, readonly [name: string, rationale: string]>>;

/**
 * A tone's shortest words, for rewrites at tight limits (30 to 40 characters) where the pack's
 * lead-ins and closers no longer fit: a word or two before a colon ("Now:", "Psst:") or a one-word
 * closing line ("Period.", "Relax."). See lib/ai/text-ops/rewrite/short-words.ts.
 */
export interface ShortToneWords {
  leads: readonly string[];
  closers: readonly string[];
}

/** The kinds that ask for calls to action of their own, before any goal's: an app is downloaded, a shop visited. */
export type KindWithCtas = Extract<ProductKind, "app" | "saas" | "local" | "luxury">;

/** The words the text operations' code uses beside the patterns (packs/<xx>/text-ops-words.ts; each field says where). */
export interface TextOpsWords {
  anyAudience: string;
  kindCtas: Readonly<Record<KindWithCtas, readonly string[]>>;
  kindGates: Readonly<Record<string, string>>;
  units: Readonly<Record<string, string>>;
  intensifiers: ReadonlySet<string>;
  phraseStarts: ReadonlySet<string>;
  conjunctions: ReadonlySet<string>;
  frontsPhrase: boolean;
  forWord?: string;
}

/**
 * The words by which the text operations read a brief and a free strategy text
 * (packs/<xx>/text-ops-signals.ts). Each engine joins every language's words into one pattern,
 * since a brief's words are read whatever language the copy is asked in.
 */
export interface TextOpsSignals {
  /** Stems naming each goal, lower case, found anywhere in a word ("télécharg" in "téléchargez"; text-ops/goal.ts). */
  goalStems: Readonly<Record<CtaGoal, readonly string[]>>;
  /**
   * Cues of each kind of product, audience and offer, space-separated (text-ops/strategies/signals.ts):
   * a cue ending in "*" is a stem ("nachhaltig*" finds "nachhaltige"), others are whole words with an
   * optional plural "s"/"es"; a "-" also matches a space ("voor-en-na" finds "voor en na").
   */
  productCues: Readonly<Record<ProductSignal, string>>;
  /** Words naming each strategy family's idea, space-separated; each counts once per time listed (text-ops/copy/angle.ts). */
  familyWords: Readonly<Record<Family, string>>;
}
