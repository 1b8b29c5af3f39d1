import type { LanguagePack } from "./languages";
import type { MoveId } from "./moves";
import { compile, type Pattern } from "./pattern";
import { type ToneKey, toneTagMatch, toneTagsOf } from "@/lib/ai/language";
import { toneLinesFor } from "./tones-lines";
import { plainFrame } from "./plain-frames";

// Compiled and tone-filtered patterns per pack, move and tone: every text of every call reuses them.
const PATTERN_CACHE = new WeakMap<LanguagePack, Map<string, ReadonlyArray<{ move: MoveId; pattern: Pattern }>>>();

/** The pack's patterns for a move that fit the tone, and the tone's own lines (`tones-lines.ts`). */
export function tonePatterns(pack: LanguagePack, move: MoveId, tone: ToneKey): ReadonlyArray<{ move: MoveId; pattern: Pattern }> {
  let byKey = PATTERN_CACHE.get(pack);
  if (!byKey) PATTERN_CACHE.set(pack, (byKey = new Map()));
  const key = `${move} ${tone}`;
  let list = byKey.get(key);
  if (!list) {
    list = [...pack.moves[move], ...toneLinesFor(pack.code, tone, move)]
      .map((entry) => ({ move, pattern: compile(entry) }))
      // Frames that claim what no brief said, or glue a fact in broken grammar, are never written (plain-frames.ts).
      .filter(({ pattern }) => plainFrame(pattern.template, move, pack.code))
      .filter(({ pattern }) => {
        // Kind gates ("not-luxury") are no tones: a pattern with nothing else fits every tone.
        const tones = pattern.tones ? toneTagsOf(pattern.tones) : "";
        return !tones || toneTagMatch(tones, tone) !== "none";
      });
    byKey.set(key, list);
  }
  return list;
}
