import type { Clause, ClauseForm, Message } from "./message";

/**
 * The message said in fewer words: which clauses, in which of their forms, in which order; what
 * the rewrite then frames with the name and the tone's words.
 */
export interface Body {
  text: string;
  /** Share of the message's words it keeps. */
  kept: number;
  keysKept: number;
  /** Clauses said only in part. */
  partial: number;
  /** Clauses with a phrase left out in their middle. */
  gapped: number;
  /** Clauses said as a number and its noun only ("14 days"). */
  bare: number;
  compact: boolean;
  keyFirst: boolean;
  /** Opens on a verb whose subject (the name) was left out: no lead-in or "Name:" before it. */
  headless: boolean;
}

const MAX_CLAUSES = 5;
const MAX_OTHER_FORMS = 2;

/** A clause with a figure said as the figure and one word ("14 days"). */
const isBare = (form: ClauseForm, clause: Clause) => clause.hasNumber && form.bare && clause.words > 2;

/**
 * How much of the message a pass insists on: a key clause with its figure; else a key clause in
 * part (its figure did not fit); else whatever of the message fits.
 */
export type Pass = "figure" | "keyClause" | "any";

/** Every way to say the message shorter: subsets of the clauses holding a key one, each clause in one of its forms. */
export function bodiesOf(message: Message, formsOf: (index: number) => ClauseForm[], pass: Pass): Body[] {
  const clauses = message.clauses.slice(0, MAX_CLAUSES);
  const realKeys = message.keys.filter((k) => k < clauses.length);
  const keys = pass === "any" ? clauses.map((_, i) => i) : realKeys;
  const totalWords = clauses.reduce((sum, c) => sum + c.words, 0) || 1;
  const bodies: Body[] = [];
  for (let mask = 1; mask < 1 << clauses.length; mask++) {
    const chosen = clauses.map((_, i) => i).filter((i) => mask & (1 << i));
    if (!chosen.some((i) => keys.includes(i))) continue;
    // A key clause keeps its figure with more than the figure's noun ("14 days" alone says little).
    const keyForms = (i: number) => formsOf(i).filter((f) => pass === "any" || (!isBare(f, clauses[i]!) && (pass === "keyClause" || f.keepsNumber)));
    const options = chosen.map((i) => (keys.includes(i) ? keyForms(i) : formsOf(i).filter((f) => !f.partial).slice(0, MAX_OTHER_FORMS)));
    if (options.some((o) => !o.length)) continue;
    const combos: ClauseForm[][] = [[]];
    for (const option of options) combos.splice(0, combos.length, ...combos.flatMap((combo) => option.map((form) => [...combo, form])));
    for (const combo of combos) {
      const words = combo.reduce((sum, f, j) => sum + f.kept * clauses[chosen[j]!]!.words, 0);
      const whole = combo.map((f, j) => !isBare(f, clauses[chosen[j]!]!));
      const base = {
        kept: words / totalWords,
        // A key clause counts whole with its number, in part without it (only when nothing with it fits).
        keysKept: chosen.reduce((sum, i, j) => sum + (realKeys.includes(i) && whole[j] ? (combo[j]!.keepsNumber ? 1 : 0.8) : 0), 0),
        partial: combo.filter((f) => f.partial).length,
        bare: whole.filter((w) => !w).length,
        compact: combo.some((f) => f.compact),
        gapped: combo.filter((f) => f.gapped).length,
      };
      // In the headline's order, joined as the writer joined them.
      const flow = combo.map((f, j) => f.text + (j < combo.length - 1 ? clauses[chosen[j]!]!.separator : "")).join("");
      bodies.push({ ...base, text: flow, keyFirst: false, headless: combo[0]!.headless });
      // The key facts first, each a short sentence: a new structure, not the old one re-tagged.
      const order = combo.map((f, j) => ({ f, key: realKeys.includes(chosen[j]!) })).sort((a, b) => Number(b.key) - Number(a.key));
      if (combo.length > 1 || !realKeys.includes(0) || chosen[0] !== 0) {
        const sentences = order.map(({ f }) => f.text).join(". ");
        if (sentences !== flow) bodies.push({ ...base, text: sentences, keyFirst: true, headless: order[0]!.f.headless });
      }
    }
  }
  return bodies;
}
