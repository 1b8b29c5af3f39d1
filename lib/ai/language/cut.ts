import { LANGUAGE_IDENTITIES } from "./packs/identities";
import { codePointLength } from "./text";

/*
 * Cutting a text to a length at a sentence, clause or word boundary: the brief reader shortens
 * long description phrases with it and the copy engine fits its slots (limits.ts). Moved here from
 * lib/ai/copy-engine/limits.ts unchanged.
 */

// Words a cut must not end on: each language's articles, conjunctions and prepositions (packs/<xx>/language.ts).
const DANGLING: ReadonlySet<string> = new Set(Object.values(LANGUAGE_IDENTITIES).flatMap((language) => language.cutDangling));

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
