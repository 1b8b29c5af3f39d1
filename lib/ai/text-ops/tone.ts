import { DEFAULT_TONE, resolveTone as resolveToneProfile, type ToneName } from "@/lib/ai/copy-engine";

/**
 * How a tone shapes the text operations beyond its words: address, exclamation, length, and the
 * register group its patterns are tagged with. Which tone a request names is the copy engine's
 * reading (one table of tones and their synonyms for every text engine); this adds only the style.
 */
export type ToneKey = Lowercase<ToneName>;
export type ToneGroup = "hot" | "fun" | "warm" | "fine" | "pro";

export interface ToneStyle {
  key: ToneKey;
  name: ToneName;
  /** Formal address where a language has two (Sie/du, vous/tu, usted/tú, Lei/tu, u/je, siz/sen). */
  formal: boolean;
  /** 0: never "!"; 1: calls to action and closers may exclaim; 2: short sentences exclaim too. */
  exclaim: 0 | 1 | 2;
  /** -1 prefers fewer words within a range, +1 more. */
  lengthBias: -1 | 0 | 1;
  groups: readonly ToneGroup[];
}

const style = (name: ToneName, formal: boolean, exclaim: 0 | 1 | 2, lengthBias: -1 | 0 | 1, groups: ToneGroup[]): ToneStyle => ({
  key: name.toLowerCase() as ToneKey,
  name,
  formal,
  exclaim,
  lengthBias,
  groups,
});

export const TONE_STYLES: Readonly<Record<ToneKey, ToneStyle>> = {
  professional: style("Professional", true, 0, 0, ["pro"]),
  informal: style("Informal", false, 1, 0, ["fun", "warm"]),
  friendly: style("Friendly", false, 1, 0, ["fun", "warm"]),
  witty: style("Witty", false, 1, -1, ["fun"]),
  persuasive: style("Persuasive", true, 1, 0, ["pro"]),
  luxurious: style("Luxurious", true, 0, 1, ["fine"]),
  bold: style("Bold", false, 2, -1, ["hot"]),
  empathetic: style("Empathetic", false, 0, 1, ["warm"]),
  urgent: style("Urgent", false, 2, -1, ["hot"]),
  inspirational: style("Inspirational", false, 1, 1, ["fine"]),
  playful: style("Playful", false, 2, -1, ["fun"]),
  authoritative: style("Authoritative", true, 0, 0, ["pro"]),
  calm: style("Calm", false, 0, 1, ["warm", "fine"]),
  enthusiastic: style("Enthusiastic", false, 2, 0, ["hot"]),
  minimalist: style("Minimalist", false, 0, -1, ["pro"]),
};

export { DEFAULT_TONE };

/** The style of the tone the copy engine reads in `input` ("a soothing voice" → Calm), Professional by default. */
export function resolveTone(input: string | undefined | null): ToneStyle {
  return TONE_STYLES[resolveToneProfile(input).key];
}

/** Weight of a pattern tagged with tones and groups ("urgent hot"): exact 4, group 2, untagged 1, else 0. */
export function toneWeight(tags: string | undefined, tone: ToneStyle): number {
  if (!tags) return 1;
  const list = tags.split(/\s+/);
  if (list.includes(tone.key)) return 4;
  return tone.groups.some((group) => list.includes(group)) ? 2 : 0;
}
