/**
 * A stock line: a sentence of four words or more that holds nothing of the brief — no name, fact,
 * number, descriptor, audience, the user's own call to action, link or mention — so it could sit in
 * any product's ad ("You'll thank yourself later."). The writer uses such a line only for want of a
 * better one, never as an optional extra, and at most once per call.
 */

/** Sentences as the quality suite counts them: cut after a closing mark, before a capital or a number. */
const SENTENCE_END = /(?<=[.!?…])\s+(?=[\p{Lu}\p{N}¡¿"“„«])/u;
const MIN_WORDS = 4;

export function isStockLine(text: string, briefValues: readonly string[], locale: string): boolean {
  const values = briefValues.filter((v) => v.trim().length > 1).map((v) => v.toLocaleLowerCase(locale));
  return text
    .split(SENTENCE_END)
    .map((s) => s.replace(/[\p{Extended_Pictographic}\uFE0F]/gu, "").trim())
    .filter((s) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= MIN_WORDS)
    .some((s) => {
      const lower = s.toLocaleLowerCase(locale);
      return !values.some((v) => lower.includes(v));
    });
}
