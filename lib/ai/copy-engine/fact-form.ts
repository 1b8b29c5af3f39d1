/**
 * The grammatical form of a description phrase, so a pattern can put it where the grammar
 * holds: "keeps coffee hot" (a verb phrase) reads well after the product name, "a grippy
 * outsole" (a noun phrase) after a colon. Only English is classified; other languages get
 * "other", which only unfiltered placeholders accept.
 */
export type FactForm = "verb" | "noun" | "participle" | "clause" | "instruction" | "other";

// Third-person verbs that open descriptions ("Keeps coffee hot", "Weighs 240 g").
const VERBS = new Set(
  ("absorbs adapts adds adjusts allows blocks boosts brews brings builds charges cleans combines comes connects cools " +
    "covers creates cuts delivers detects doubles dries eliminates fits folds gives grows guides handles heats helps holds " +
    "improves includes keeps lasts lets lifts lights locks looks makes manages measures moves offers opens organizes " +
    "organises pairs plays prevents protects provides puts reduces removes repels runs saves sends shows sits sleeps " +
    "stays stores streams supports syncs takes tracks transforms turns unlocks weighs wicks works")
    .split(" "),
);

// Verbs that need a complement: "keeps coffee" says nothing until "at 60 °C" follows.
const COMPLEMENT_VERBS = new Set("keeps makes lets helps turns gets leaves gives".split(" "));

// Words that follow a verb but never a plural noun ("charges on", "weighs only").
const AFTER_VERB = new Set("a an the your you up only on to every all any it them more less just itself everything".split(" "));

const SUBJECTS = new Set(["you", "we", "they", "it", "everyone", "nobody", "everything", "nothing"]);
const SECOND_PERSON = /(?<!\p{L})(?:you|your|yours|yourself)(?!\p{L})/iu;

const firstWords = (text: string, n: number): string[] => text.toLowerCase().split(/\s+/).slice(0, n);

/** One of the third-person verbs descriptions open with ("keeps", "charges"). */
export const isKnownVerb = (word: string): boolean => VERBS.has(word.toLowerCase());

/** A verb phrase whose subject was the product ("keeps coffee hot for 80 minutes"). */
export function isVerbPhrase(text: string): boolean {
  const [first = "", second = ""] = firstWords(text, 2);
  if (VERBS.has(first)) return true;
  return /^\p{Ll}{3,}s$/u.test(first) && !first.endsWith("ss") && (AFTER_VERB.has(second) || /^\d/.test(second));
}

const PARTICIPLES = new Set("made built grown sewn woven handmade spun known crafted designed engineered tested certified developed".split(" "));
const PREPOSITIONS = new Set("with from in for by to of on at".split(" "));

/** "Made with organic aloe", "designed for runners": neither a noun nor a verb of the product. */
function isParticiplePhrase(text: string): boolean {
  const [first = "", second = ""] = firstWords(text, 2);
  return (PARTICIPLES.has(first) || /^\p{Ll}{3,}ed$/u.test(first)) && PREPOSITIONS.has(second);
}

/** A clause with its own subject ("you save two hours a week", "your coffee stays hot"). */
function isClause(text: string): boolean {
  const words = firstWords(text, 4);
  const [first = ""] = words;
  if (SUBJECTS.has(first)) return words.length > 1;
  if (first === "your" || first === "our" || first === "no") return words.slice(1).some((w) => VERBS.has(w) || /^(?:is|are|stays|feels)$/.test(w));
  return false;
}

/**
 * The form of an English phrase; `instruction` wins because an imperative can only stand alone.
 * A participle phrase ("made with aloe") only stands alone. A phrase that is none of these is treated as a noun phrase: in ad
 * copy adjective phrases ("dishwasher-safe") sit where noun phrases do.
 */
export function formOf(text: string, instruction: boolean, language: string): FactForm {
  if (instruction) return "instruction";
  if (language !== "en") return "other";
  if (isClause(text)) return "clause";
  if (isVerbPhrase(text)) return "verb";
  if (isParticiplePhrase(text)) return "participle";
  return "noun";
}

/** Whether a phrase talks to the reader; a customer quote cannot hold "your". */
export const addressesReader = (text: string): boolean => SECOND_PERSON.test(text);

/**
 * "Our serum reduces fine lines" is about the product: the generic subject goes, so the verb
 * phrase can follow the product's name ("Glow Serum reduces fine lines").
 */
export function stripGenericSubject(text: string): string {
  const match = /^(?:our|the|this|these)\s+((?:[\p{L}-]+\s+){1,2}?)(?=\p{Ll}+\s)/iu.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return VERBS.has((rest.split(/\s+/)[0] ?? "").toLowerCase()) ? rest : text;
}

/** A plain noun phrase with no verb in it, used to recognise a product's descriptor. */
export function isNounPhrase(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  if (words.length === 0 || words.length > 8) return false;
  if (isVerbPhrase(text) || isClause(text)) return false;
  return !words.some((w) => VERBS.has(w) || /^(?:is|are|was|were|can|will|has|have|does|do)$/.test(w));
}

/**
 * Whether a shortened verb phrase still says something: after "keeps", "makes" and their kind
 * the object alone is not a claim ("keeps coffee"), so at least three words must follow.
 */
export function shortKeepsMeaning(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  const verbAt = words.findIndex((w) => VERBS.has(w));
  if (verbAt < 0) return words.length >= 2;
  const after = words.length - verbAt - 1;
  return COMPLEMENT_VERBS.has(words[verbAt] ?? "") ? after >= 3 : after >= 1;
}
