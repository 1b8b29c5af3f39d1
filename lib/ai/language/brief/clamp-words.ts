import type { BriefInput } from "./brief";

// No word of any language runs past 64 letters, so a longer run is cut to its first 64 before reading: a real
// brief is never changed by it. It bounds what a hostile brief costs. The fuzzer's maximal strings made the
// reader run for minutes: 4,000 letters took 27 s, most of it in a cubic "incl." pattern (shorthand.ts,
// mended at its cause). Without this cut, 5,000 astral letters still take 1.8 s in the patterns that read
// words one letter run at a time; with it, they take milliseconds.
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
