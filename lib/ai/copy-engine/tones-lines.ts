/**
 * Each tone's own sentences, per language, on top of the language packs' shared patterns: the
 * shapes, openers and closers that make Urgent read urgent and Calm read calm in wording and
 * structure, not only in punctuation. A line is written only for its tone (tagged with it, so it
 * outweighs the shared patterns, see TONE_MATCH_WEIGHT); an entry may add kind gates
 * ("not-luxury", "only-app"). Moves without lines of their own borrow a related move's (see
 * TONE_LINE_FAMILY), so a Problem slot and an Agitate slot both get the tone's problem lines.
 */
import type { PatternEntry } from "./languages/types";
import type { LanguageCode } from "./languages/types";
import type { MoveId } from "./moves";
import type { ToneKey } from "@/lib/ai/language";
import { TONE_LINES_DE } from "@/lib/ai/language/packs/de/copy-engine-tones";
import { TONE_LINES_EN } from "@/lib/ai/language/packs/en/copy-engine-tones";
import { TONE_LINES_ES } from "@/lib/ai/language/packs/es/copy-engine-tones";
import { TONE_LINES_FR } from "@/lib/ai/language/packs/fr/copy-engine-tones";
import { TONE_LINES_IT } from "@/lib/ai/language/packs/it/copy-engine-tones";
import { TONE_LINES_NL } from "@/lib/ai/language/packs/nl/copy-engine-tones";
import { TONE_LINES_PT } from "@/lib/ai/language/packs/pt/copy-engine-tones";
import { TONE_LINES_TR } from "@/lib/ai/language/packs/tr/copy-engine-tones";

/** A template, or [template, kind gates]. */
export type ToneLine = string | readonly [template: string, gates: string];
export type ToneLines = Readonly<Record<ToneKey, Partial<Record<MoveId, readonly ToneLine[]>>>>;

export const TONE_LINES: Readonly<Record<LanguageCode, ToneLines>> = {
  en: TONE_LINES_EN,
  de: TONE_LINES_DE,
  fr: TONE_LINES_FR,
  es: TONE_LINES_ES,
  it: TONE_LINES_IT,
  pt: TONE_LINES_PT,
  nl: TONE_LINES_NL,
  tr: TONE_LINES_TR,
};

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
