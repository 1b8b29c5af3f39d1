import type { Goal } from "../goal";
import { normalizeName } from "@/lib/ai/language";
import { CATALOG, type StrategyEntry } from "./catalog";
import { STRATEGY_TEXTS } from "./lang";
import type { Signal } from "./signals";
import { STRATEGY_COUNT } from "../types";

export interface RankedStrategy {
  entry: StrategyEntry;
  score: number;
}

// A strategy scoring at least this suits the brief on its own merits; weaker ones only fill up to 5.
const GOOD_FIT = 1.1;
// Two strategies of one family (say, reviews and testimonials) are enough: the rest should differ.
const PER_FAMILY = 2;

/** Every name a strategy has in any language, and its id, in comparable form. */
const NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  CATALOG.map((e) => [
    e.id,
    new Set([normalizeName(e.id.replace(/([A-Z])/g, " $1")), ...Object.values(STRATEGY_TEXTS).map((texts) => normalizeName(texts[e.id][0]))]),
  ]),
);

/** Case-, accent- and punctuation-insensitive: "limited-time OFFER" excludes "Limited-time offer", in any language. */
export function isExcluded(entry: StrategyEntry, current: readonly string[]): boolean {
  const names = NAMES.get(entry.id)!;
  return current.some((name) => names.has(normalizeName(name)));
}

export function scoreStrategy(entry: StrategyEntry, goal: Goal, signals: ReadonlySet<Signal>): number {
  let score = entry.base + (entry.goals[goal] ?? 0);
  for (const [signal, weight] of Object.entries(entry.signals) as Array<[Signal, number]>) if (signals.has(signal)) score += weight;
  return score;
}

/**
 * 5 to 8 strategies, best first: every one that fits well (up to 8, at most two of a family),
 * topped up to 5 with the next best. Ties keep catalog order, so the ranking is repeatable; the
 * order of the answer is the order of the scores, best first.
 */
export function rankStrategies(goal: Goal, signals: ReadonlySet<Signal>, current: readonly string[]): RankedStrategy[] {
  const ranked = CATALOG.filter((entry) => !isExcluded(entry, current))
    .map((entry, order) => ({ entry, score: scoreStrategy(entry, goal, signals), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: RankedStrategy[] = [];
  const perFamily = new Map<string, number>();
  for (const candidate of ranked) {
    if (chosen.length >= STRATEGY_COUNT.max) break;
    if (chosen.length >= STRATEGY_COUNT.min && candidate.score < GOOD_FIT) break;
    const used = perFamily.get(candidate.entry.family) ?? 0;
    if (used >= PER_FAMILY) continue;
    perFamily.set(candidate.entry.family, used + 1);
    chosen.push({ entry: candidate.entry, score: candidate.score });
  }
  // When so much of the catalog is in use that families run out, variety yields to the minimum.
  for (const candidate of ranked) {
    if (chosen.length >= STRATEGY_COUNT.min) break;
    if (!chosen.some((c) => c.entry === candidate.entry)) chosen.push({ entry: candidate.entry, score: candidate.score });
  }
  return chosen.sort((a, b) => b.score - a.score);
}
