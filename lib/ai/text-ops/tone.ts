import { TONE_PROFILES, type ToneKey, type ToneProfile } from "@/lib/ai/language";

/**
 * The text operations read a tone from the language core's one table (its synonyms, address,
 * exclamation, length and register groups, shared with the copy engine) and add only how a
 * pattern's tone tags weigh.
 */
export type { ToneGroup, ToneKey } from "@/lib/ai/language";
export type ToneStyle = ToneProfile;
export const TONE_STYLES: Readonly<Record<ToneKey, ToneStyle>> = TONE_PROFILES;
export { DEFAULT_TONE, resolveTone } from "@/lib/ai/language";

/** Weight of a pattern tagged with tones and groups ("urgent hot"): exact 4, group 2, untagged 1, else 0. */
export function toneWeight(tags: string | undefined, tone: ToneStyle): number {
  if (!tags) return 1;
  const list = tags.split(/\s+/);
  if (list.includes(tone.key)) return 4;
  return tone.groups.some((group) => list.includes(group)) ? 2 : 0;
}
