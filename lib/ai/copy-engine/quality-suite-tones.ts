/**
 * The quality suite's tone measure: do the 15 tones write different texts, or the same sentences
 * with other punctuation? For each brief and type, one text per tone with the same seed; sentences
 * are compared normalised (lower case, without punctuation, emoji or slot labels), so "Shop now!"
 * and "Shop now." are one sentence.
 */
import { sentencesOf } from "./defects";
import { generateAdTexts } from "./generate";
import { briefRequest, QUALITY_BRIEFS, type QualityBrief } from "./quality-briefs";
import { languageRefusal, TONES } from "@/lib/ai/language";
import { AD_TEXT_TYPES, type AdTextTypeInfo } from "./types";

/** Long formats (frameworks, captions, posts) and short ones (headline slots, subject lines). */
export const TONE_SPREAD_TYPES = {
  long: [0, 2, 4, 5, 6, 8, 12, 15, 17, 18, 20, 21, 27, 29],
  short: [1, 24, 25, 26, 30, 32, 34, 35],
} as const;

/** Texts over this many characters are "long" for the identical-pair figure (issue #15). */
export const LONG_TEXT_CHARS = 90;

export interface ToneSpreadGroup {
  texts: number;
  /** Sentence occurrences whose normalised sentence another tone of the same brief and type also wrote. */
  sharedSentenceShare: number;
  /** Tone pairs (same brief and type) whose whole texts are the same after normalisation. */
  identicalPairShare: number;
  identicalPairs: number;
  pairs: number;
}

export interface ToneSpread {
  long: ToneSpreadGroup;
  short: ToneSpreadGroup;
  /** Identical pairs among texts over LONG_TEXT_CHARS (both texts), whatever the type. */
  identicalLongPairs: number;
  /** Shared-sentence share per type, to see where tones still converge. */
  byType: Record<number, number>;
  /** The most shared sentences, for a failing test's message. */
  topShared: Array<{ sentence: string; tones: number }>;
}

export const normaliseSentence = (sentence: string): string =>
  sentence
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function textsPerTone(brief: QualityBrief, info: AdTextTypeInfo, seed: number): string[] {
  return TONES.map(
    (tone) =>
      generateAdTexts({
        ...briefRequest(brief),
        type: info.value,
        tone,
        emojiSelection: 2,
        count: 1,
        seed,
      })[0]?.value ?? "",
  );
}

interface Tally {
  texts: number;
  sentences: number;
  shared: number;
  pairs: number;
  identical: number;
}

/**
 * The briefs the service lets the engine write: since issue #25 a brief in another language than the
 * copy is refused before anything is written (lib/ai/language/refusal.ts), so its name-and-numbers texts,
 * which every tone wrote alike, are never served and do not count for the tones' spread.
 */
export const WRITTEN_QUALITY_BRIEFS = QUALITY_BRIEFS.filter((brief) => !languageRefusal(briefRequest(brief)));

export function measureToneSpread(briefs: readonly QualityBrief[] = WRITTEN_QUALITY_BRIEFS): ToneSpread {
  const tallies = { long: emptyTally(), short: emptyTally() };
  const counts = new Map<string, number>();
  let identicalLongPairs = 0;
  const perType = new Map<number, Tally>();
  briefs.forEach((brief, b) => {
    for (const group of ["long", "short"] as const) {
      for (const type of TONE_SPREAD_TYPES[group]) {
        const info = AD_TEXT_TYPES[type]!;
        const values = textsPerTone(brief, info, 9100 + b * 37 + type);
        // The brief's own words that every tone must carry (the name alone, the user's CTA, the
        // address) are not the tone's to choose: they are left out of the count.
        const given = new Set([brief.productName, brief.cta, brief.websiteUrl].filter((w): w is string => !!w).map(normaliseSentence));
        const sentences = values.map((v) => new Set(sentencesOf(v, info).map(normaliseSentence).filter((s) => s && !given.has(s))));
        const tones = new Map<string, number>();
        for (const set of sentences) for (const s of set) tones.set(s, (tones.get(s) ?? 0) + 1);
        const tally = tallies[group];
        const typeTally = perType.get(type) ?? emptyTally();
        perType.set(type, typeTally);
        tally.texts += values.length;
        for (const set of sentences) {
          tally.sentences += set.size;
          typeTally.sentences += set.size;
          for (const s of set) if ((tones.get(s) ?? 0) > 1) {
            tally.shared++;
            typeTally.shared++;
          }
        }
        for (const [s, n] of tones) if (n > 1) counts.set(s, (counts.get(s) ?? 0) + n);
        const whole = values.map((v) => [...sentencesOf(v, info)].map(normaliseSentence).join(" "));
        for (let i = 0; i < whole.length; i++)
          for (let j = i + 1; j < whole.length; j++) {
            tally.pairs++;
            if (whole[i] !== whole[j]) continue;
            tally.identical++;
            if ([...values[i]!].length > LONG_TEXT_CHARS && [...values[j]!].length > LONG_TEXT_CHARS) identicalLongPairs++;
          }
      }
    }
  });
  const topShared = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([sentence, tones]) => ({ sentence, tones }));
  const byType = Object.fromEntries([...perType].map(([type, t]) => [type, summary(t).sharedSentenceShare]));
  return { long: summary(tallies.long), short: summary(tallies.short), identicalLongPairs, byType, topShared };
}

const emptyTally = (): Tally => ({ texts: 0, sentences: 0, shared: 0, pairs: 0, identical: 0 });

const summary = (t: Tally): ToneSpreadGroup => ({
  texts: t.texts,
  sharedSentenceShare: t.sentences ? t.shared / t.sentences : 0,
  identicalPairShare: t.pairs ? t.identical / t.pairs : 0,
  identicalPairs: t.identical,
  pairs: t.pairs,
});
