/**
 * The one tone table of both text engines (the copy engine and the text operations): the 15 tones,
 * the free words that name them ("a soothing voice" is Calm), and how each shapes a text beyond its
 * words. A tone is added here; the compiler then lists each language pack's tone tables that lack it (packs/<xx>/).
 */
export const TONES = [
  "Professional",
  "Informal",
  "Friendly",
  "Witty",
  "Persuasive",
  "Luxurious",
  "Bold",
  "Empathetic",
  "Urgent",
  "Inspirational",
  "Playful",
  "Authoritative",
  "Calm",
  "Enthusiastic",
  "Minimalist",
] as const;

export type ToneName = (typeof TONES)[number];
export type ToneKey = Lowercase<ToneName>;

export type ToneGroup = "hot" | "fun" | "warm" | "fine" | "pro";

export const DEFAULT_TONE: ToneKey = "professional";

/** Tag groups used by pattern sets, so a pattern can serve tones that share a register. */
export const TONE_GROUPS: Readonly<Record<ToneGroup, readonly ToneKey[]>> = {
  hot: ["urgent", "bold", "enthusiastic"],
  fun: ["playful", "witty", "informal", "friendly"],
  warm: ["friendly", "empathetic", "calm", "informal"],
  fine: ["luxurious", "calm", "inspirational"],
  pro: ["professional", "authoritative", "persuasive", "minimalist"],
};

export interface ToneProfile {
  key: ToneKey;
  name: ToneName;
  /** Default address where a language has two (Sie/du, vous/tu, usted/tú, Lei/tu, u/je, siz/sen). */
  formal: boolean;
  /** 0: never "!"; 1: the call to action may shout; 2: short sentences shout too. */
  exclaim: 0 | 1 | 2;
  /** -1 prefers short patterns, +1 long ones. */
  lengthBias: -1 | 0 | 1;
  /** Emoji per text when the engine chooses (emojiSelection 2). */
  emojiCount: number;
  /** Mean words per sentence this tone aims for, used by the tone score. */
  sentenceWords: readonly [min: number, max: number];
  /** The register groups (TONE_GROUPS) the tone belongs to. */
  groups: readonly ToneGroup[];
}

const profile = (
  name: ToneName,
  formal: boolean,
  exclaim: 0 | 1 | 2,
  lengthBias: -1 | 0 | 1,
  emojiCount: number,
  sentenceWords: readonly [number, number],
): ToneProfile => {
  const key = name.toLowerCase() as ToneKey;
  const groups = (Object.keys(TONE_GROUPS) as ToneGroup[]).filter((group) => TONE_GROUPS[group].includes(key));
  return { key, name, formal, exclaim, lengthBias, emojiCount, sentenceWords, groups };
};

export const TONE_PROFILES: Readonly<Record<ToneKey, ToneProfile>> = {
  professional: profile("Professional", true, 0, 0, 0, [6, 18]),
  informal: profile("Informal", false, 1, 0, 2, [4, 14]),
  friendly: profile("Friendly", false, 1, 0, 1, [5, 16]),
  witty: profile("Witty", false, 1, -1, 1, [3, 14]),
  persuasive: profile("Persuasive", true, 1, 0, 1, [5, 16]),
  luxurious: profile("Luxurious", true, 0, 1, 0, [8, 30]),
  bold: profile("Bold", false, 2, -1, 1, [2, 10]),
  empathetic: profile("Empathetic", false, 0, 1, 1, [7, 22]),
  urgent: profile("Urgent", false, 2, -1, 2, [2, 10]),
  inspirational: profile("Inspirational", false, 1, 1, 1, [6, 22]),
  playful: profile("Playful", false, 2, -1, 3, [3, 12]),
  authoritative: profile("Authoritative", true, 0, 0, 0, [6, 18]),
  calm: profile("Calm", false, 0, 1, 0, [6, 22]),
  enthusiastic: profile("Enthusiastic", false, 2, 0, 3, [3, 14]),
  minimalist: profile("Minimalist", false, 0, -1, 0, [1, 9]),
};

// Free tone descriptions that clearly mean one of ours; anything else gets the default.
const SYNONYMS: Readonly<Record<string, ToneKey>> = {
  formal: "professional", business: "professional", corporate: "professional", neutral: "professional",
  casual: "informal", relaxed: "informal", conversational: "informal",
  warm: "friendly", kind: "friendly", approachable: "friendly",
  funny: "witty", humorous: "witty", clever: "witty", humor: "witty", humour: "witty",
  convincing: "persuasive", salesy: "persuasive",
  elegant: "luxurious", premium: "luxurious", exclusive: "luxurious", sophisticated: "luxurious", luxury: "luxurious",
  confident: "bold", daring: "bold", aggressive: "bold", edgy: "bold",
  caring: "empathetic", compassionate: "empathetic", supportive: "empathetic",
  urgency: "urgent", fomo: "urgent",
  motivational: "inspirational", inspiring: "inspirational", uplifting: "inspirational",
  fun: "playful", cheerful: "playful", quirky: "playful",
  expert: "authoritative", serious: "authoritative", trustworthy: "authoritative",
  soothing: "calm", peaceful: "calm", gentle: "calm",
  excited: "enthusiastic", energetic: "enthusiastic", exciting: "enthusiastic", passionate: "enthusiastic",
  minimal: "minimalist", simple: "minimalist", concise: "minimalist", clean: "minimalist",
  understated: "calm", quiet: "calm", quietly: "calm", subtle: "calm", restrained: "calm", hype: "enthusiastic", hyped: "enthusiastic",
};

// "no hype", "not pushy", "ohne Übertreibung": the word after a negation names what the tone must not be (issue #25).
const NEGATIONS = new Set(["no", "not", "without", "never", "non", "kein", "keine", "ohne", "nicht", "pas", "sans", "sin", "senza", "nessun", "niente"]);

/** Case-insensitive; a known tone, a common synonym, or the default for anything else. */
export function resolveTone(input: string | undefined | null): ToneProfile {
  const text = (input ?? "").trim().toLowerCase();
  if (text in TONE_PROFILES) return TONE_PROFILES[text as ToneKey];
  const words = text.split(/[^\p{L}]+/u);
  for (const [i, word] of words.entries()) {
    if (i > 0 && NEGATIONS.has(words[i - 1]!)) continue;
    if (word in TONE_PROFILES) return TONE_PROFILES[word as ToneKey];
    const synonym = SYNONYMS[word];
    if (synonym) return TONE_PROFILES[synonym];
  }
  return TONE_PROFILES[DEFAULT_TONE];
}

/** True when resolveTone recognises the input (a tone's name or a synonym) rather than falling back. */
export function isKnownTone(input: string): boolean {
  const text = input.trim().toLowerCase();
  return text in TONE_PROFILES || text.split(/[^\p{L}]+/u).some((word) => word in TONE_PROFILES || !!SYNONYMS[word]);
}

/** True when a pattern's tag list ("hot witty") names this tone or one of its groups. */
export function toneTagMatch(tags: string, tone: ToneKey): "exact" | "group" | "none" {
  let result: "exact" | "group" | "none" = "none";
  for (const tag of tags.split(/\s+/)) {
    if (tag === tone) return "exact";
    if (TONE_GROUPS[tag as ToneGroup]?.includes(tone)) result = "group";
  }
  return result;
}

/**
 * How much a pattern tagged with the tone outweighs one written for every tone: a tone's own lines
 * (tones-lines.ts) win most sections, so two tones on one brief share few sentences; the shared
 * patterns remain the fallback when no tone line fits the facts or the budget.
 */
export const TONE_MATCH_WEIGHT: Readonly<Record<"exact" | "group" | "none", number>> = { exact: 24, group: 2, none: 1 };
