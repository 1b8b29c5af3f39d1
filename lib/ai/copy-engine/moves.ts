import type { MoveId, ToneKey } from "@/lib/ai/language";

// The moves (what a sentence pattern does) are the language packs' keys, so they live with the packs in the language core.
export { MOVES, type MoveId } from "@/lib/ai/language";

/** Where to look when a language has no usable pattern for a move. */
export const MOVE_FALLBACK: Partial<Record<MoveId, MoveId>> = {
  hook: "question",
  benefitFirst: "hook",
  specific: "feature",
  advantage: "benefit",
  social: "proof",
  context: "social",
  promise: "benefit",
  offer: "solution",
  goal: "audience",
  before: "problem",
  agitate: "problem",
  them: "problem",
  unique: "feature",
  story: "problem",
  quote: "benefit",
  tagline: "headline",
  headline: "tagline",
  bulletIntro: "listTitle",
  howTitle: "listTitle",
};

/** What a stage writes when the claim checker left none of its own moves a line (see TextWriter.primary). */
export const NEUTRAL_STAGE_MOVES: readonly MoveId[] = ["benefit", "feature", "headline", "hook"];

/** What a problem-led move becomes when the brief names no problem (see TextWriter.painless). */
// Fact-led moves, not "audience": its lines ("you want it to work, every time") are stock and read as a want the brief never stated.
export const NEUTRAL_FRAME: Partial<Record<MoveId, MoveId>> = {
  problem: "benefit",
  agitate: "feature",
  before: "benefit",
  them: "feature",
  story: "feature",
  quote: "benefit",
};

/**
 * The move each tone would rather open a text with, besides the section's own: Professional and
 * Authoritative lead with the figure or the proof, Urgent with what is on offer now, Calm and
 * Inspirational with the outcome, Witty and Playful with a question, Empathetic with the reader's
 * problem, Persuasive with what sets the product apart, Bold with the benefit, Minimalist with a
 * bare feature. Only an opening hook takes them (see TextWriter.primary).
 */
export const TONE_LEAD_MOVES: Partial<Record<ToneKey, readonly MoveId[]>> = {
  professional: ["specific", "proof"],
  authoritative: ["proof", "specific"],
  urgent: ["offer"],
  calm: ["after"],
  inspirational: ["after"],
  witty: ["question"],
  playful: ["question"],
  empathetic: ["problem"],
  persuasive: ["unique"],
  bold: ["benefitFirst"],
  minimalist: ["feature"],
};

/** How much more a tone's lead move weighs in the opening section. */
export const TONE_LEAD_WEIGHT = 3;

// A headline slot is no place for a problem or a question instead of the product: only a hook with room takes the tone's lead move.
export const LEAD_MOVE_ROOM = 110;
