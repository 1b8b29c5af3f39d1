/**
 * What a description phrase is, so only a slot that asks for it gets it: a **benefit** (what the
 * reader gets: "keeps coffee hot"), a **feature** (what the product has: "a grippy Vibram outsole"),
 * a **spec** (a size, a weight, opening hours: "30 ml bottle"), an **offer** (what the reader gets
 * now: "free for up to 15 employees", "20% off", "30-day run-it test", "limited to 250 pieces"),
 * a **proof** (why to believe it: "dermatologist tested", "ISO 9001 certified", "used by 5,000
 * teams") or an **audience** (who it is for: "for busy parents", "made for runners").
 * Offers, proofs and audiences are read with the reading pack's `factCues` (reading-packs.ts).
 */
import type { ReadingPack } from "./reading-packs";

export const FACT_TYPES = ["benefit", "feature", "spec", "offer", "proof", "audience"] as const;
export type FactType = (typeof FACT_TYPES)[number];

const CUE_CACHE = new Map<string, RegExp>();
const cue = (source: string): RegExp => {
  let re = CUE_CACHE.get(source);
  if (!re) CUE_CACHE.set(source, (re = new RegExp(source, "iu")));
  return re;
};

/** Who an audience phrase names ("for busy parents" → "busy parents"), or null when the phrase names none. */
export function audienceOf(text: string, pack: ReadingPack): string | null {
  const who = cue(pack.factCues.audience).exec(text.trim())?.groups?.who?.trim();
  // "For everyone" or one letter names nobody in particular.
  return who && who.length > 2 ? who.replace(/[.,;:!?]+$/u, "") : null;
}

/**
 * The type of a phrase: audience (opening "for …"), offer, proof and spec by their cues, in that
 * order ("30-day run-it test" is an offer, not a spec, though it is short and holds a number);
 * otherwise a benefit or a feature as the brief's ranking found it.
 */
export function factTypeOf(text: string, pack: ReadingPack, spec: boolean, ranked: "benefit" | "feature"): FactType {
  if (audienceOf(text, pack)) return "audience";
  if (cue(pack.factCues.offer).test(text)) return "offer";
  if (cue(pack.factCues.proof).test(text)) return "proof";
  if (spec) return "spec";
  return ranked;
}
