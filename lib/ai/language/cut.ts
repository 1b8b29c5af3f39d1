import { codePointLength } from "./text";

/*
 * Cutting a text to a length at a sentence, clause or word boundary: the brief reader shortens
 * long description phrases with it and the copy engine fits its slots (limits.ts). Moved here from
 * lib/ai/copy-engine/limits.ts unchanged.
 */

// Words a cut must not end on: articles, conjunctions and prepositions of the engine's languages.
const DANGLING = new Set(
  ("a an the and or but with for to of in on at by from your our its as than that which who " +
    "und oder aber mit für zu von im am auf bis der die das den dem des ein eine einen einem einer ihr ihre dein deine sowie " +
    "et ou avec pour le la les un une des de du à au aux en votre vos ton ta tes sur par " +
    "y o con para el los las del al por su sus tu tus e lo gli il di da per sul nel " +
    "com os as do na no em seu sua um uma " +
    "of met voor het een van te op en uw je")
    .split(" "),
);

function trimDangling(text: string): string {
  let out = text.replace(/[\s,;:\-–—(/&+]+$/u, "");
  for (;;) {
    const match = /(?:^|\s)([\p{L}']+)$/u.exec(out);
    if (!match?.[1] || !DANGLING.has(match[1].toLowerCase()) || match.index === 0) return out;
    out = out.slice(0, match.index).replace(/[\s,;:\-–—(/&+]+$/u, "");
  }
}

/**
 * Shortens a text to `max` at a sentence, clause or word boundary; never mid-word and never with
 * an ellipsis. A text whose first word alone is too long comes back empty.
 */
export function cutToFit(text: string, max: number, length: (t: string) => number = codePointLength): string {
  if (length(text) <= max) return text;
  const cuts: Array<{ at: number; kind: 0 | 1 | 2 }> = [];
  for (let i = 1; i < text.length; i++) {
    if (!/\s/.test(text.charAt(i)) || /\s/.test(text.charAt(i - 1))) continue;
    const prev = text.charAt(i - 1);
    cuts.push({ at: i, kind: /[.!?]/.test(prev) ? 0 : /[,;:—–]/.test(prev) ? 1 : 2 });
  }
  const fitting: Array<{ kind: 0 | 1 | 2; text: string }> = [];
  for (const cut of cuts) {
    const prefix = text.slice(0, cut.at);
    const size = length(prefix);
    // Lengths only grow with the prefix (a link counts as 23 at any length), so later cuts cannot fit.
    if (size > max + 30) break;
    const candidate = cut.kind === 0 ? prefix.trim() : trimDangling(prefix);
    if (candidate.length > 0 && length(candidate) <= max) fitting.push({ kind: cut.kind, text: candidate });
  }
  for (const kind of [0, 1] as const) {
    const best = fitting.filter((cut) => cut.kind <= kind).at(-1);
    if (best && length(best.text) >= max * 0.5) return best.text;
  }
  return fitting.at(-1)?.text ?? "";
}
