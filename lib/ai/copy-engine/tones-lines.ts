/**
 * Each tone's own sentences, per language, on top of the language packs' shared patterns: the
 * shapes, openers and closers that make Urgent read urgent and Calm read calm in wording and
 * structure, not only in punctuation. A line is written only for its tone (tagged with it, so it
 * outweighs the shared patterns, see TONE_MATCH_WEIGHT); an entry may add kind gates
 * ("not-luxury", "only-app"). Moves without lines of their own borrow a related move's (see
 * TONE_LINE_FAMILY), so a Problem slot and an Agitate slot both get the tone's problem lines.
 */
import { type LanguageCode, type PatternEntry, perLanguage, type ToneKey } from "@/lib/ai/language";
import type { MoveId } from "./moves";

export type { ToneLine, ToneLines } from "@/lib/ai/language";

/** Each language's tone lines: lib/ai/language/packs/<xx>/copy-engine-tones.ts. */
export const TONE_LINES = perLanguage((pack) => pack.copyEngineTones);

/** Where a move without lines of its own borrows the tone's lines: only between moves that say the same kind of thing. */
export const TONE_LINE_FAMILY: Partial<Record<MoveId, MoveId>> = {
  benefitFirst: "hook",
  advantage: "benefit",
  promise: "benefit",
  proof: "feature",
  specific: "feature",
  unique: "feature",
  agitate: "problem",
  before: "problem",
  offer: "hook",
};

/** The tone's own lines for a move (or its family), as pack entries tagged with the tone. */
export function toneLinesFor(code: LanguageCode, tone: ToneKey, move: MoveId): PatternEntry[] {
  const lines = TONE_LINES[code][tone];
  const own = lines[move] ?? (TONE_LINE_FAMILY[move] ? lines[TONE_LINE_FAMILY[move]] : undefined) ?? [];
  return own.map((line) => (typeof line === "string" ? ([line, tone] as const) : ([line[0], `${tone} ${line[1]}`] as const)));
}
