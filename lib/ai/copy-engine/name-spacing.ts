/**
 * Keeping the product name apart (issue #15): said twice in one short slot or one sentence
 * ("Shiftly kann… Kostenlos testen: Shiftly!") it reads as a jingle, not as confidence. The writer
 * (text-writer.ts) weighs a sentence that brings the name back too soon down to a last resort, and
 * lets a section leave the name to a later section of its slot that can hardly do without it.
 * score-fluency.ts marks what still gets through.
 */
import type { LanguagePack } from "./languages";
import { usesName } from "./pattern";
import type { PlanSection } from "./plans";
import { codePointLength, kindAllows, type ProductKind, type ToneKey } from "@/lib/ai/language";
import { GLANCE } from "./score-fluency";
import { tonePatterns } from "./tone-patterns";

/** As rare as a stock line: written only when every other sentence that fits repeats the name too. */
export const NAME_TOO_SOON = 0.001;
// A section leaves the name to a later one of its slot when that many of the later one's patterns say it.
const NAME_HUNGRY = 0.5;
/** What the name costs a sentence of a section that leaves it to a later one. */
export const SAVE_NAME = 0.02;

/**
 * Whether a sentence says the name within a glance (GLANCE characters, as the score reads it) of another mention: its own second
 * mention, or the last one in what stands before it in the slot (`nearby`, ending where it starts).
 */
export function nameTooSoon(sentence: string, nearby: string, name: string): boolean {
  const at = name ? sentence.indexOf(name) : -1;
  if (at < 0) return false;
  const again = sentence.indexOf(name, at + name.length);
  if (again >= 0 && codePointLength(sentence.slice(at, again)) < GLANCE) return true;
  // A second mention in the same sentence is too soon at any distance.
  if (again >= 0 && !/[.!?]\s/u.test(sentence.slice(at, again))) return true;
  const last = nearby.lastIndexOf(name);
  if (last < 0) return false;
  return codePointLength(nearby.slice(last)) + 1 + codePointLength(sentence.slice(0, at)) < GLANCE;
}

/** Whether most patterns that may write a section say the name: written after the name, it would say it again. */
export function nameHungry(section: PlanSection, pack: LanguagePack, tone: ToneKey, kind: ProductKind): boolean {
  if (section.special) return false;
  const usable = section.pick.flatMap((m) => tonePatterns(pack, m, tone)).filter(({ pattern }) => kindAllows(pattern.tones, kind));
  return usable.length > 0 && usable.filter(({ pattern }) => usesName(pattern)).length >= usable.length * NAME_HUNGRY;
}

/**
 * Whether a sentence may not say the name again (round 7 of issue #25: "Découvrez Domaine des Tilleuls." twice in
 * one text, the name three or four times in a short one). A framework text is prose: the name once, unless the
 * section must sign off with it. In a format's slots only a sentence that is little more than the name ("That's X.",
 * "Voici X", "Meet X") is barred: a fact line may still end on the name in another slot.
 */
export function nameAgainBarred(sentence: string, name: string, nameUses: number, requireName: boolean, prose: boolean): boolean {
  if (nameUses === 0 || requireName || !name || !sentence.includes(name)) return false;
  if (prose) return true;
  const rest = sentence.split(name).join(" ").split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return rest.length <= 3;
}
