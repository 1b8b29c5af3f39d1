import { fitsMidSentence, type Facts } from "../facts";
import { fillPattern, placeholdersOf } from "../pattern";
import { toneWeight, type ToneStyle } from "../tone";
import { tidy, wordCount } from "@/lib/ai/language";
import type { Entry } from "./packs";

/** One filled sentence, with what it says, so the writer can combine and weigh sentences. */
export interface Piece {
  text: string;
  /** The pattern it came from, to avoid two texts built alike. */
  pattern: string;
  words: number;
  /** Indexes of the brief's facts it states. */
  facts: number[];
  hasName: boolean;
  hasAudience: boolean;
  weight: number;
}

export interface PieceContext {
  facts: Facts;
  tone: ToneStyle;
  /** The tone's lead-ins and closers, for {lead} and {closer}. */
  leads: readonly string[];
  closers: readonly string[];
  locale: string;
  /** Longest fact phrase a piece may quote, in words. */
  maxFactWords: number;
}

type Choice = { key: "fact"; index: number; text: string; form: string } | { key: "lead" | "closer"; text: string };

function choicesFor(key: string, form: string | undefined, midSentence: boolean, context: PieceContext): Choice[] {
  if (key === "lead" || key === "closer") return (key === "lead" ? context.leads : context.closers).map((text) => ({ key, text }));
  const out: Choice[] = [];
  context.facts.facts.forEach((fact, index) => {
    if (form && fact.form !== form) return;
    if (midSentence && !fitsMidSentence(fact.text, context.locale)) return;
    for (const text of new Set([fact.text, fact.short ?? fact.text])) {
      if (wordCount(text) <= context.maxFactWords) out.push({ key: "fact", index, text, form: fact.form });
    }
  });
  return out;
}

/**
 * Every way a pattern can be filled from the brief: one piece per fact (full and short form),
 * lead-in and closer it can take. A pattern whose needs the brief cannot meet gives none; a
 * pattern for other tones (weight 0) gives none.
 */
export function expand(entry: Entry, context: PieceContext): Piece[] {
  const [template, tags] = typeof entry === "string" ? [entry, undefined] : entry;
  const weight = toneWeight(tags, context.tone);
  if (weight === 0) return [];
  const keys = placeholdersOf(template);
  const formOf = (key: string) => new RegExp(`\\{${key}:([a-z]+)\\}`, "i").exec(template)?.[1];
  // Only {fact}, {lead} and {closer} vary; each appears at most once in a pattern.
  const varying = (["fact", "lead", "closer"] as const).filter((k) => keys.includes(k));
  let combos: Choice[][] = [[]];
  for (const key of varying) {
    const options = choicesFor(key, formOf(key), template.includes(`{${key}`), context);
    combos = combos.flatMap((combo) => options.map((option) => [...combo, option]));
  }
  const pieces: Piece[] = [];
  for (const combo of combos) {
    const chosen = (key: string) => combo.find((c) => c.key === key)?.text;
    const text = fillPattern(
      template,
      (key) => {
        if (key === "name") return context.facts.name;
        if (key === "audience") return context.facts.audience;
        if (key === "descriptor") return context.facts.descriptor;
        return chosen(key);
      },
      { formal: context.tone.formal, locale: context.locale },
    );
    if (text === null) continue;
    const clean = tidy(text);
    pieces.push({
      text: clean,
      pattern: template,
      words: wordCount(clean),
      facts: combo.flatMap((c) => (c.key === "fact" ? [c.index] : [])),
      hasName: keys.includes("name"),
      hasAudience: keys.includes("audience"),
      weight,
    });
  }
  return pieces;
}

export const expandAll = (entries: readonly Entry[], context: PieceContext): Piece[] => entries.flatMap((entry) => expand(entry, context));
