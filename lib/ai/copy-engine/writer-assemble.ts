/**
 * What the text writer (text-writer.ts) does around its sections: where a custom "mention" goes,
 * how well a sentence takes an opener, and the finished parts joined into slots within the limits.
 */
import type { Candidate, WrittenPart } from "./compose";
import { checkLimits, fitToLimits, joinSlots } from "./limits";
import type { PlanSection } from "./plans";
import type { AdTextTypeInfo } from "./types";

export function hostForMention(plan: readonly PlanSection[], info: AdTextTypeInfo): number {
  const usable = plan.map((s, i) => ({ s, i })).filter(({ s }) => !s.special);
  if (info.kind === "framework") return (usable.length > 1 ? usable.at(-2) : usable.at(-1))?.i ?? 0;
  return [...usable].sort((a, b) => b.s.max - a.s.max)[0]?.i ?? 0;
}

/**
 * How well a sentence takes an opener in front: "Today: Aurora keeps coffee hot." reads well;
 * "Today: Aurora: a mug" (two colons) and "Today: introducing Aurora" (two openers) do not.
 */
export function openerFit(candidate: Candidate, name: string): number {
  let fit = candidate.text.startsWith(name) ? 3 : 1;
  if (/[:?!]/u.test(candidate.text.slice(0, 40))) fit *= 0.1;
  // A pattern that opens with its own words ("Introducing {name}") already has an opener.
  if (candidate.template && !candidate.template.startsWith("{")) fit *= 0.02;
  return fit;
}

export function assemble(parts: readonly WrittenPart[], plan: readonly PlanSection[], info: AdTextTypeInfo): string {
  const slots = new Map<string, string>();
  parts.forEach((part, i) => {
    if (!part.text) return;
    const before = slots.get(part.slot);
    slots.set(part.slot, before ? `${before}${plan[i]?.sep ?? " "}${part.text}` : part.text);
  });
  const value = joinSlots(slots, info);
  // The plan's budgets already guarantee the limits; this only guards against a mistake in them.
  return checkLimits(value, info.value).slots.every((s) => s.fits) ? value : fitToLimits(value, info.value);
}
