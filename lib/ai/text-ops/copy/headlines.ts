import { wordsIn } from "@/lib/ai/language";
import type { Piece } from "./pieces";

/**
 * Headlines are sentences combined until the word count lands in the range: an opener that names
 * the product, then facts, the audience and the strategy's angle, maybe a closer of the tone.
 * Combinations are sampled with the seeded generator, weighed, and picked so that no two
 * headlines share an opener pattern, their first three words or (while facts last) their first fact.
 */
export interface HeadlinePools {
  openers: Piece[];
  middles: Piece[];
  angles: Piece[];
  closers: Piece[];
}

export interface HeadlineSpec {
  count: number;
  range: readonly [min: number, max: number];
  /** Sentences after the opener. */
  extra: readonly [min: number, max: number];
  /** Times the product name may appear. */
  maxNames: number;
  /** Facts a headline should state when the brief has them. */
  wantFacts: number;
  lengthBias: number;
  strategy: boolean;
}

interface Candidate {
  parts: Piece[];
  words: number;
  score: number;
}

const SAMPLES = 5000;

/** A text's opening: its first three words, without punctuation ("Aurora Smart Mug!" opens like "Aurora Smart Mug est là"). */
export const openingOf = (text: string) =>
  wordsIn(text)
    .slice(0, 3)
    .map((w) => w.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))
    .join(" ");
const firstWords = openingOf;
const firstWord = (text: string) => text.toLocaleLowerCase().split(/[\s:,]+/)[0];

function sample(pools: HeadlinePools, spec: HeadlineSpec, random: () => number, relaxed: boolean): Candidate[] {
  const openers = spec.strategy ? [...pools.openers, ...pools.angles.filter((p) => p.hasName)] : pools.openers;
  const middles = [...pools.middles, ...pools.angles];
  if (openers.length === 0) return [];
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (let attempt = 0; attempt < SAMPLES; attempt++) {
    const parts = [pick(openers)];
    const extra = spec.extra[0] + Math.floor(random() * (spec.extra[1] - spec.extra[0] + 1));
    for (let i = 0; i < extra; i++) {
      const last = i === extra - 1;
      const pool = last && pools.closers.length && random() < 0.35 ? pools.closers : middles;
      if (pool.length === 0) break;
      const piece = pick(pool);
      if (parts.some((p) => p.pattern === piece.pattern && p.text === piece.text)) continue;
      if (!relaxed && parts.some((p) => p.pattern === piece.pattern)) continue;
      if (!relaxed && piece.facts.some((f) => parts.some((p) => p.facts.includes(f)))) continue;
      // One mention of the audience, and no two sentences opening on the same word ("Made … Made …").
      if (!relaxed && piece.hasAudience && parts.some((p) => p.hasAudience)) continue;
      if (!relaxed && parts.some((p) => firstWord(p.text) === firstWord(piece.text))) continue;
      parts.push(piece);
    }
    // With a strategy, every headline makes its point (relaxed only when the pools cannot).
    if (!relaxed && spec.strategy && !parts.some((p) => p.pattern.startsWith("angle:"))) continue;
    const names = parts.filter((p) => p.hasName).length;
    if (!relaxed && names > spec.maxNames) continue;
    const words = parts.reduce((sum, p) => sum + p.words, 0);
    if (words < spec.range[0] || words > spec.range[1]) continue;
    const key = parts.map((p) => p.text).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ parts, words, score: scoreOf(parts, words, spec, random) });
  }
  return out;
}

function scoreOf(parts: Piece[], words: number, spec: HeadlineSpec, random: () => number): number {
  const facts = new Set(parts.flatMap((p) => p.facts)).size;
  const toneFit = parts.reduce((sum, p) => sum + p.weight, 0) / parts.length;
  const [min, max] = spec.range;
  const lengthFit = spec.lengthBias * ((words - (min + max) / 2) / ((max - min) / 2 || 1));
  return (
    toneFit +
    2 * Math.min(facts, spec.wantFacts) +
    (parts.some((p) => p.hasAudience) ? 1 : 0) +
    (spec.strategy && parts.some((p) => p.pattern.startsWith("angle:")) ? 3 : 0) -
    // Sentences that could describe any product only fill what the brief cannot.
    1.5 * parts.filter((p) => p.pattern.startsWith("filler:")).length +
    lengthFit +
    random() * 1.5
  );
}

function choose(candidates: Candidate[], count: number): Candidate[] {
  const sorted = [...candidates].sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  // Strict first, then let go of one rule at a time, so a thin brief still gets its headlines.
  const rules: Array<(c: Candidate) => boolean> = [
    (c) => !chosen.some((d) => d.parts[0]!.pattern === c.parts[0]!.pattern || firstWords(d.parts[0]!.text) === firstWords(c.parts[0]!.text) || sameLeadFact(c, d) || sharesSentence(c, d)),
    (c) => !chosen.some((d) => d.parts[0]!.pattern === c.parts[0]!.pattern || firstWords(d.parts[0]!.text) === firstWords(c.parts[0]!.text) || sharesSentence(c, d)),
    (c) => !chosen.some((d) => d.parts[0]!.pattern === c.parts[0]!.pattern || firstWords(d.parts[0]!.text) === firstWords(c.parts[0]!.text)),
    (c) => !chosen.some((d) => firstWords(d.parts[0]!.text) === firstWords(c.parts[0]!.text)),
    (c) => !chosen.some((d) => d.parts.map((p) => p.text).join(" ") === c.parts.map((p) => p.text).join(" ")),
  ];
  for (const rule of rules) {
    for (const candidate of sorted) {
      if (chosen.length >= count) return chosen;
      if (!chosen.includes(candidate) && rule(candidate)) chosen.push(candidate);
    }
  }
  return chosen;
}

/** Two headlines ending on the same closer or repeating a sentence read as copies. */
function sharesSentence(a: Candidate, b: Candidate): boolean {
  return a.parts.slice(1).some((p) => b.parts.slice(1).some((q) => q.text === p.text));
}

function sameLeadFact(a: Candidate, b: Candidate): boolean {
  const fa = a.parts.flatMap((p) => p.facts)[0];
  const fb = b.parts.flatMap((p) => p.facts)[0];
  return fa !== undefined && fa === fb;
}

/**
 * Last resort for a brief too thin to reach the range by sampling: each opener in turn, then every
 * other sentence the pools hold until the minimum is reached (the caller cuts what overshoots).
 */
function padded(pools: HeadlinePools, spec: HeadlineSpec, count: number, random: () => number): Piece[][] {
  const rest = [...pools.middles, ...pools.angles.filter((p) => !p.hasName), ...pools.closers];
  return pools.openers.slice(0, count).map((opener) => {
    const parts = [opener];
    let words = opener.words;
    for (const piece of [...rest].sort(() => random() - 0.5)) {
      if (words >= spec.range[0]) break;
      if (parts.some((p) => p.text === piece.text)) continue;
      parts.push(piece);
      words += piece.words;
    }
    return parts;
  });
}

/** `count` headlines as lists of sentences, in the range unless the brief is too thin for it. */
export function composeHeadlines(pools: HeadlinePools, spec: HeadlineSpec, random: () => number): Piece[][] {
  let chosen = choose(sample(pools, spec, random, false), spec.count);
  if (chosen.length < spec.count) {
    const more = choose(
      sample(pools, { ...spec, extra: [spec.extra[0], spec.extra[1] + 2] }, random, true).filter((c) => !chosen.some((d) => d.parts.map((p) => p.text).join(" ") === c.parts.map((p) => p.text).join(" "))),
      spec.count - chosen.length,
    );
    chosen = [...chosen, ...more];
  }
  const out = chosen.map((c) => c.parts);
  return out.length < spec.count ? [...out, ...padded(pools, spec, spec.count - out.length, random)] : out;
}
