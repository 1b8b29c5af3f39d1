import type { BriefInput } from "./brief";

// No word of any language runs past 64 letters. The brief reader's patterns grow faster than linearly on
// one long run of letters (2,500 letters took 5 s, 4,000 took 27 s on the fuzzer's maximal strings), so a
// run that long is cut to its first 64 letters before reading: a real brief is never changed by it.
const LONG_RUN = /\p{L}{65,}/gu;
const cut = (text: string): string => text.replace(LONG_RUN, (run) => Array.from(run).slice(0, 64).join(""));

/** The brief's text fields with any run of more than 64 letters cut to 64. */
export function clampWords<T extends BriefInput>(input: T): T {
  const out = { ...input };
  for (const key of ["productName", "productDescription", "targetAudience", "cta"] as const) {
    const value = out[key];
    if (typeof value === "string") (out as Record<string, unknown>)[key] = cut(value);
  }
  return out;
}
