import { AD_TEXT_TYPES } from "./types";
import { normWords } from "@/lib/ai/language";

// Labels the engine writes for multi-slot formats ("Headline 1: …"); they are not part of an opening.
const LABELS = new Set(AD_TEXT_TYPES.filter((t) => t.slots.length > 1).flatMap((t) => t.slots.map((s) => s.label.toLowerCase())));

/**
 * The opening phrase of a text: the first three words of its first line, without a slot label,
 * emoji or punctuation, lower case. Two texts of one call never share it.
 */
export function openingOf(value: string): string {
  let line = value.split("\n").find((l) => /[\p{L}\p{N}]/u.test(l)) ?? "";
  const colon = line.indexOf(":");
  if (colon > 0 && LABELS.has(line.slice(0, colon).trim().toLowerCase())) line = line.slice(colon + 1);
  return normWords(line).slice(0, 3).join(" ");
}

/**
 * Whether a first section would give the text an opening already used. A section shorter than
 * three words lets the next section complete the opening, so it collides with any opening it
 * begins ("dishwasher-safe lid" with "dishwasher-safe lid order").
 */
export function collides(text: string, used: ReadonlySet<string>): boolean {
  const opening = openingOf(text);
  if (used.has(opening)) return true;
  if (opening.split(" ").length >= 3) return false;
  for (const other of used) if (other.startsWith(`${opening} `)) return true;
  return false;
}
