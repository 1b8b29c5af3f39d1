import type { Goal } from "../goal";
import { escapeRegExp, perLanguage, PRODUCT_SIGNALS, type ProductSignal } from "@/lib/ai/language";

/**
 * What kind of product, audience and offer a brief describes, read from its words in any of the
 * eight languages. Ranking weighs strategies by these signals.
 */
export type Signal = ProductSignal | "physical" | "numbers";

// Each signal's cues in every language (packs/<xx>/text-ops-signals.ts; their syntax is TextOpsSignals').
const CUES = Object.values(perLanguage((pack) => pack.textOpsSignals.productCues));

// A cue ending in "*" is a stem ("nachhaltig*" also finds "nachhaltige"); others are whole words
// with an optional plural "s"/"es", so "tea" never matches "team".
function cueRegExp(cues: string): RegExp {
  const alternatives = cues.split(/\s+/).filter(Boolean).map((cue) => {
    // "before-and-after" also matches "before and after".
    const body = escapeRegExp(cue.replace(/\*$/, "")).replace(/-/g, "[- ]");
    return cue.endsWith("*") ? `${body}\\p{L}*` : `${body}(?:s|es)?`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

const PATTERNS = PRODUCT_SIGNALS.map((signal) => [signal, cueRegExp(CUES.map((cues) => cues[signal]).join(" "))] as const);
const DISCOUNT_NUMBER = /\d+\s?%|-\d+\s?%/u;

/**
 * The signals of a brief's text. A product is physical unless it reads as software, a service or
 * a course, or the goal is a sign-up or a download (nobody signs up for a mug).
 */
export function signalsOf(text: string, numbers: readonly string[], goal: Goal): Set<Signal> {
  const lower = text.toLocaleLowerCase();
  const found = new Set<Signal>();
  for (const [signal, pattern] of PATTERNS) if (pattern.test(lower)) found.add(signal);
  if (DISCOUNT_NUMBER.test(lower)) found.add("discount");
  const intangible = found.has("software") || found.has("service") || found.has("education") || goal === "signup" || goal === "download";
  if (!intangible) found.add("physical");
  if (numbers.length > 0) found.add("numbers");
  return found;
}
