/**
 * What makes a text read clumsily without breaking it: the product name said twice in one short
 * slot ("Shiftly: … that's Shiftly."), and questions that are no real question — a verb with an
 * article in front ("Looking for a reduces…?"), a verb phrase with no subject asked as a question
 * ("Integrates with Square and Toast?"), a Spanish question without its "¿"; and a French,
 * Spanish, Italian or Portuguese group spoken to as one reader ("Restaurateurs, tout ce que tu veux…"). The score's
 * `fluency` part (score.ts) names what it found, so the studio can show it.
 */
import { escapeRegExp, isKnownVerb, singularYouToGroup } from "@/lib/ai/language";
import type { LanguageCode, LanguagePack } from "./languages";
import { splitSlots } from "./limits";
import type { AdTextTypeInfo } from "./types";

export type FluencyIssue = "nameRepeated" | "clumsyQuestion" | "groupAsOne";

export const FLUENCY_LABELS: Readonly<Record<FluencyIssue, string>> = {
  nameRepeated: "the product name twice in a short slot",
  clumsyQuestion: "a question that is not a real question",
  groupAsOne: "a group spoken to as one reader",
};

/** What each issue costs the 0–100 fluency part. A broken question is as bad as a broken phrase. */
export const FLUENCY_COST: Readonly<Record<FluencyIssue, number>> = { nameRepeated: 40, clumsyQuestion: 100, groupAsOne: 60 };

/**
 * Characters a reader takes in at a glance: the name twice within them is a jingle, not emphasis
 * (the writer, name-spacing.ts, avoids what this marks). In a longer text (a framework's four lines)
 * the name once at the start and once at the end reads as confidence.
 */
export const GLANCE = 150;
// Slots that exist to hold the name (a display ad's business name, Snapchat's brand name).
const NAME_SLOTS = new Set(["brand", "business"]);

/** The product name twice in a short slot or in one sentence of any slot (name slots aside). */
export function nameRepeated(value: string, info: AdTextTypeInfo, name: string): boolean {
  if (!name.trim()) return false;
  const once = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "gu");
  for (const [key, text] of splitSlots(value, info).slots) {
    if (NAME_SLOTS.has(key)) continue;
    // Twice in a short slot, or twice in one sentence of any slot ("Shiftly: …, that's Shiftly.").
    const sentences = [...text].length <= GLANCE ? [text] : text.split(/(?<=[.!?])\s+|\n/u);
    if (sentences.some((s) => (s.match(once) ?? []).length >= 2)) return true;
  }
  return false;
}

// English questions the engine and copywriters open with; a verb after them needs a subject.
const OPENERS = /^(?:[\p{L}\s,]*,\s*)?(?:looking for|searching for|need|want|tired of|ready for|sick of|dreaming of)\s+(?:a|an|the|some)?\s*(\p{L}+)/iu;

/** The questions of a text, as sentences ending in "?" (a quotation's closing mark aside). */
function questionsOf(value: string): string[] {
  // One pass over the text: the regular expression /[^.!?\n]*\?/g this replaces retried every start
  // position of a sentence that is no question (quadratic; 5% of the engine's CPU in the Ads bench).
  const questions: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === "?") questions.push(value.slice(start, i + 1));
    if (c === "?" || c === "." || c === "!" || c === "\n") start = i + 1;
  }
  return questions.map((q) => q.replace(/^[\s"“„«‘'¿¡]+/u, "").trim()).filter(Boolean);
}

function clumsyQuestion(value: string, name: string, language: LanguageCode, verbStarts: ReadonlySet<string>): boolean {
  const questions = questionsOf(value);
  // Spanish opens every question with "¿": a question without it reads as a mistake.
  if (language === "es") return (value.match(/\?/gu) ?? []).length > (value.match(/¿/gu) ?? []).length;
  if (language !== "en") return false;
  return questions.some((q) => {
    // "Looking for a reduces…?", "… a keeps…": an article or a question opener before a verb.
    if ([...q.matchAll(/(?<!\p{L})(?:a|an)\s+(\p{L}+)/giu)].some((m) => isKnownVerb(m[1] ?? ""))) return true;
    const opener = OPENERS.exec(q);
    if (opener && isKnownVerb(opener[1] ?? "")) return true;
    // "Integrates with Square and Toast?": a verb phrase without a subject is no question.
    const first = q.replace(name, "").trim().split(/\s+/)[0] ?? "";
    return q.startsWith(first) && (isKnownVerb(first) || verbStarts.has(first.toLowerCase()));
  });
}

/**
 * The fluency issues of a text, each kind once. `verbStarts`: the first words of the brief's verb
 * phrases ("integrates"), which the fixed verb list may not know.
 */
export function fluencyIssues(
  value: string,
  info: AdTextTypeInfo,
  name: string,
  pack: LanguagePack,
  verbStarts: ReadonlySet<string> = new Set(),
  audience: string | null = null,
): FluencyIssue[] {
  const issues: FluencyIssue[] = [];
  if (nameRepeated(value, info, name)) issues.push("nameRepeated");
  if (clumsyQuestion(value, name, pack.code, verbStarts)) issues.push("clumsyQuestion");
  if (singularYouToGroup(value, audience, pack)) issues.push("groupAsOne");
  return issues;
}
