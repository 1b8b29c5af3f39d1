/**
 * What the advertiser wants the reader to do, read from an ad goal, a call to action or the
 * description in any of the eight languages. The words of endpoint 5's adGoal (purchase, sign-up,
 * download, booking, lead) map one to one.
 */
import { escapeRegExp, perLanguage, type CtaGoal } from "@/lib/ai/language";

/** The language packs' calls to action are keyed by these goals, so the list is the language core's. */
export type Goal = CtaGoal;

// Tried in this order: the first goal whose stem a text holds is the goal ("download the booking app" is a download).
const ORDER: readonly Goal[] = ["download", "booking", "signup", "lead", "purchase", "awareness"];
const STEMS = Object.values(perLanguage((pack) => pack.textOpsSignals.goalStems));

// Each goal's stems in every language, as one pattern made at load; a stem is found anywhere in a word.
const RULES: ReadonlyArray<readonly [Goal, RegExp]> = ORDER.map((goal) => [goal, new RegExp(STEMS.flatMap((stems) => stems[goal]).map(escapeRegExp).join("|"), "u")] as const);

export function goalOf(...texts: ReadonlyArray<string | undefined>): Goal {
  for (const text of texts) {
    const lower = (text ?? "").toLocaleLowerCase();
    if (!lower.trim()) continue;
    for (const [goal, pattern] of RULES) if (pattern.test(lower)) return goal;
  }
  return "purchase";
}
