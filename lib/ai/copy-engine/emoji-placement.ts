import type { PlanSection } from "./plans";
import { shuffled, type Rng } from "@/lib/random";

/**
 * Which sections of a text end with an emoji, and which one. The hook comes first, since it is
 * what a feed shows before "more"; then frameworks close on their last stage and formats use
 * their roomiest sections. Headline slots that refuse "!" (Google) take none, nor do lists,
 * brand names and hashtags. The category emoji (☕ for a mug) goes first, tone emoji after it.
 */
export function placeEmoji(
  plan: readonly PlanSection[],
  kind: "framework" | "format",
  count: number,
  emojiSet: readonly string[],
  rng: Rng,
): Map<number, string> {
  const eligible = plan.map((s, i) => ({ s, i })).filter(({ s }) => !s.special && !s.noExclaim);
  const [first, ...rest] = eligible;
  const others = kind === "framework" ? [rest.at(-1), ...rest.slice(0, -1)] : [...rest].sort((a, b) => b.s.max - a.s.max);
  const ordered = [first, ...others].filter((x, k, all): x is { s: PlanSection; i: number } => x !== undefined && all.indexOf(x) === k);

  const [category, ...tone] = emojiSet;
  const order = category ? [category, ...shuffled(rng, tone).filter((e) => e !== category)] : shuffled(rng, tone);
  const hosts = new Map<number, string>();
  ordered.slice(0, count).forEach((host, k) => {
    const emoji = order[k % Math.max(1, order.length)];
    if (emoji) hosts.set(host.i, emoji);
  });
  return hosts;
}
