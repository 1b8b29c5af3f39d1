import type { BriefInput } from "./brief";

// No word of any language runs past 64 letters: a longer run is no word, and the brief reader leaves it out
// (cutting it to 64 would invent a word the brief never had, short enough to be quoted). This bounds what a
// hostile brief costs: the fuzzer's maximal strings made the reader run for minutes (4,000 letters: 27 s, most
// of it in a cubic "incl." pattern, mended at its cause in shorthand.ts), and 5,000 astral letters still took
// 1.8 s in the patterns that read words one letter run at a time.
const NON_WORD = /\p{L}{65,}/gu;

/** The brief's text fields without any run of more than 64 letters. */
export function withoutNonWords<T extends BriefInput>(input: T): T {
  const out = { ...input };
  for (const key of ["productName", "productDescription", "targetAudience", "cta"] as const) {
    const value = out[key];
    if (typeof value === "string") (out as Record<string, unknown>)[key] = value.replace(NON_WORD, "");
  }
  return out;
}
