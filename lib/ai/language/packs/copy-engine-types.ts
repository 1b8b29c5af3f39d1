import type { Goal } from "../brief/brief";
import type { ReadingPack } from "../brief/reading-packs";
import type { ToneKey } from "../tones";
import type { MoveId } from "./keys";

/** What a language writes for the copy engine (lib/ai/copy-engine): packs/<xx>/copy-engine.ts and copy-engine-tones.ts. */

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
export interface CopyEnginePack extends ReadingPack {
  moves: Readonly<Record<MoveId, readonly PatternEntry[]>>;
  tones: Readonly<Record<ToneKey, ToneLexicon>>;
  /** Default calls to action per goal; {formal|informal} allowed. */
  cta: Readonly<Record<Goal, readonly string[]>>;
  /**
   * The call to contact of a service that sells no goods and gave no CTA (a funeral home, a law firm,
   * a clinic, a trade: brief.contact), never a purchase ("Jetzt kaufen" for a funeral home, round 11).
   */
  contactCta: readonly string[];
  /** Lower-case words that open a contact call, for the CTA score. */
  contactCtaWords: readonly string[];
  /** Neutral openers usable with any tone when openings must differ. */
  openers: readonly string[];
  /** List items used only when the brief has too few facts. */
  genericItems: readonly string[];
  quotes: readonly [open: string, close: string];
  /** Words that start a call to action, lower case, for the CTA score. */
  ctaWords: readonly string[];
}

/**
 * Each tone's own sentences on top of the shared patterns (packs/<xx>/copy-engine-tones.ts; how the
 * copy engine uses them: lib/ai/copy-engine/tones-lines.ts). A template, or [template, kind gates].
 */
export type ToneLine = string | readonly [template: string, gates: string];
export type ToneLines = Readonly<Record<ToneKey, Partial<Record<MoveId, readonly ToneLine[]>>>>;

/** The words the copy engine's checks and openers use beside its patterns (packs/<xx>/copy-engine-words.ts; each field says where). */
export interface CopyEngineWords {
  conjunctions: string;
  plainOpeners: readonly string[];
  /** Either a whitelist of a frame's own words or the stems that claim something. */
  frameWords?: string;
  frameClaims?: readonly string[];
  /** Languages whose names of a common noun take an article ("le Domaine des Tilleuls"): the words after which it is needed. */
  articleAfter?: readonly string[];
}
