/**
 * The grammatical form of a description phrase, so a pattern can put it where the grammar
 * holds: "keeps coffee hot" (a verb phrase) reads well after the product name, "a grippy
 * outsole" (a noun phrase) after a colon. Only English is classified; other languages get
 * "other", which only unfiltered placeholders accept.
 */
import { STOPWORDS } from "./stopwords";

export type FactForm = "verb" | "noun" | "participle" | "clause" | "instruction" | "other";

// Third-person verbs that open descriptions ("Keeps coffee hot", "Weighs 240 g").
const VERBS = new Set(
  ("absorbs adapts adds adjusts allows automates blocks boosts brews brings builds charges cleans combines comes connects cools " +
    "covers creates cuts delivers detects doubles dries eliminates fits folds gives grows guides handles heats helps holds " +
    "imports improves includes integrates keeps lasts lets lifts lights locks looks makes manages measures moves offers opens organizes " +
    "organises pairs plays prevents protects provides puts reduces reminds removes repels runs saves schedules sends shows sits sleeps " +
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
  // A state or a quality, not a thing: "open Tuesday to Sunday", "free for up to 15 employees" and
  // "fragrance-free, vegan…" never follow "with".
  if (/^(?:open|opens|closed|available|free|\p{L}+-free,?)$/u.test(first)) return true;
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

// German words that never start a noun phrase with a capital mid-sentence: indefinite articles,
// prepositions, adverbs and informal possessives ("ein Becher, der…", "mit 40 Stunden Akku").
const DE_LOWER = new Set(
  ("ein eine einen einem einer eines kein keine keinen keinem keiner mit für ohne bis zu in im auf aus bei nach von vom zum " +
    "zur über unter durch dank nur noch schon immer jetzt ganz so mehr sehr auch und oder dein deine deinen deinem deiner deines " +
    "unser unsere unseren unserem bereits endlich einfach direkt sofort gratis heute hier")
    .split(" "),
);
const DE_VERBS = new Set("ist hat kann wird lässt muss darf soll gibt sind haben".split(" "));
// Nouns ending in -t that would pass for a verb ("Arbeit", "Qualität").
// Plural noun endings that an inflected adjective ("-en") never has: "Öffnungszeiten", "Zahlungen", "Leistungen".
const DE_PLURAL_NOUN = /(?:ungen|heiten|keiten|zeiten|schaften|täten|ionen|nisse|innen|ismen|chen)$/u;
const DE_NOUN_END = /(?:heit|keit|schaft|tät|zeit|arbeit|kraft|luft|welt|stadt|nacht|haut|kunft|fahrt|sicht|licht|kt|ett|ment|ist)$/u;

/**
 * Whether a German phrase's first word loses its capital mid-sentence: German nouns keep it, but a
 * description sentence that opens with a verb ("Lädt kabellos…"), an adjective ("Spülmaschinenfester
 * Deckel") or an article ("Ein Becher, der…") only had it as a sentence start. `nouns` are the
 * words the description capitalises mid-sentence, which in German are nouns.
 */
// German customers type sentence starts in lower case too, and nouns with them: "steuerberatung für …",
// "mittagstisch Mo-Fr …", "veganes restaurant in …". Written as typed, "Dazu kommt: steuerberatung" and
// "Veganes restaurant" read as errors (round 6). A noun is known by its ending, or after an inflected
// adjective in -es; the brief's capitals are never taken away.
const DE_TYPED_NOUN = /^(?=\p{Ll})[\p{Ll}-]*(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|sion|tät|täten|nis|nisse|ismus|tisch|praxis|therapie|zeit|zeiten|ment|erei|schule|kurs|kurse|start|termin|termine|studio|laden|küche|werkstatt|erin|afin|ärztin|anlage|anlagen|angebot)$/u;
const DE_NOT_NOUN_END = /(?:e|es|er|en|em|lich|ig|isch|bar|sam|los|voll|iert|s)$/u;

export function germanNounCase(sentence: string): string {
  const words = sentence.split(" ");
  return words
    .map((word, i) => {
      const bare = word.replace(/[,.;:!?)]+$/u, "");
      const before = (words[i - 1] ?? "").toLowerCase();
      const afterAdjective = i > 0 && /^\p{L}{4,}es$/u.test(before) && !STOPWORDS.has(before) && /^\p{Ll}{4,}$/u.test(bare) && !STOPWORDS.has(bare) && !DE_NOT_NOUN_END.test(bare);
      const nounStart = i === 0 && DE_TYPED_NOUN.test(bare);
      return afterAdjective || nounStart ? word.charAt(0).toLocaleUpperCase("de") + word.slice(1) : word;
    })
    .join(" ");
}

// Endings only a German noun has, wherever it stands: "…ung", "…heit", "…schaft", "…tion" ("beratung", "haftung").
const DE_NOUN_SUFFIX = /^\p{Ll}[\p{Ll}]{2,}(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|tät|täten|nis|nisse|ismus)$/u;
// Formal pronouns are capitalised mid-sentence without being nouns.
const DE_PRONOUNS = new Set(["sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres", "ihnen"]);

/** The nouns a German brief writes with their capital (mid-sentence or in the product's name), lower-cased. */
export function germanNounsOf(...fields: ReadonlyArray<string | undefined>): Set<string> {
  const nouns = new Set<string>();
  const [name = "", ...rest] = fields;
  const capitals = (text: string, anywhere: boolean) =>
    text.matchAll(anywhere ? /(?<![\p{L}\d-])\p{Lu}\p{Ll}{2,}(?![\p{L}\d])/gu : /(?<=[\p{Ll}\d,)] )\p{Lu}\p{Ll}{2,}(?![\p{L}\d])/gu);
  for (const m of capitals(name, true)) nouns.add(m[0].toLocaleLowerCase("de"));
  for (const text of rest) if (text) for (const m of capitals(text, false)) nouns.add(m[0].toLocaleLowerCase("de"));
  for (const p of DE_PRONOUNS) nouns.delete(p);
  return nouns;
}

/**
 * A German brief's lower-case nouns with their capital (round 10: "Unabhängiger versicherungsmakler",
 * "Goldschmiede-atelier" copied as typed): a word the brief itself writes capitalised elsewhere, a word
 * with an ending only nouns have, and every part of a hyphenated compound whose first part is a noun.
 */
export function germanNounsCapitalised(text: string, nouns: ReadonlySet<string>): string {
  const upper = (w: string) => w.charAt(0).toLocaleUpperCase("de") + w.slice(1);
  const isNoun = (w: string) => nouns.has(w) || DE_NOUN_SUFFIX.test(w);
  return text.replace(/(?<![\p{L}\d])\p{Ll}[\p{Ll}]+(?:-\p{L}+)*(?![\p{L}\d])/gu, (word) => {
    const parts = word.split("-");
    if (!isNoun(parts[0]!)) return word;
    return parts.map((part) => (/^\p{Ll}{3,}$/u.test(part) && !STOPWORDS.has(part) ? upper(part) : part)).join("-");
  });
}

export function germanLowersFirst(phrase: string, nouns: ReadonlySet<string>): boolean {
  const [first = "", second = ""] = phrase.split(/\s+/);
  const word = first.replace(/[,.;:!?]+$/u, "");
  if (!/^\p{Lu}\p{Ll}+$/u.test(word) || nouns.has(word)) return false;
  const lower = word.toLowerCase();
  // "Ihre Daten bleiben sicher": in a description that is the reader's formal "Ihre", not "ihre" (their).
  if (/^(?:sie|ihr|ihre|ihren|ihrem|ihrer|ihres|ihnen)$/u.test(lower)) return false;
  if (DE_LOWER.has(lower) || DE_VERBS.has(lower)) return true;
  const nextIsNoun = /^\p{Lu}/u.test(second);
  // A plural noun looks like an inflected adjective: "Öffnungszeiten Mo-Fr" kept its capital (hand labels, round 4).
  if (DE_PLURAL_NOUN.test(lower) || DE_TYPED_NOUN.test(lower)) return false;
  // An inflected adjective before a noun: "Automatischer Bankabgleich", "Kostenlose Lieferung".
  if (nextIsNoun && /(?:e|er|es|en|em)$/u.test(lower) && !first.endsWith(",")) return true;
  if (DE_NOUN_END.test(lower)) return false;
  // A finite verb or a participle followed by anything but a noun: "Hält deinen", "Lädt kabellos", "Handgemacht in".
  if (/t$/u.test(lower) && !nextIsNoun) return true;
  // Predicative adjectives: "Kabellos aufladbar", "Wasserdicht bis 50 m".
  return /(?:los|bar|lich|ig|isch|sam|haft|frei|fest|dicht)$/u.test(lower) && !nextIsNoun;
}

/**
 * Whether a German sentence put after an opener ("Heute:") starts with a verb or an adjective,
 * i.e. is a fragment that continues in lower case ("Heute: lädt kabellos…"); a full sentence
 * ("Neu: Kaffee bleibt heiß.", "Neu: Das ist Aurora.", "Neu: Mit Aurora bleibt…") keeps its capital.
 */
export function germanFragmentStart(sentence: string, nouns: ReadonlySet<string>): boolean {
  const first = sentence.split(/\s+/)[0]?.replace(/[,.;:!?]+$/u, "").toLowerCase() ?? "";
  if (/^(?:der|die|das|den|dem|des|wir|ich|es|er|man|jetzt|immer|nur|so|mit|für)$/u.test(first)) return false;
  return germanLowersFirst(sentence, nouns);
}

/**
 * Whether a German call to action loses its capital after a colon: "Nicht warten: jetzt
 * bestellen!", "…: bestell noch heute!", but "…: Konto erstellen!" (a noun before the infinitive).
 */
export function germanCtaLowers(cta: string): boolean {
  const words = cta.trim().split(/\s+/);
  const first = words[0] ?? "";
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return false;
  const lower = first.toLowerCase();
  if (DE_LOWER.has(lower) || /(?:los|bar|lich|ig)$/u.test(lower)) return true;
  // "Konto erstellen", "App herunterladen": the first word is the infinitive's object, a noun.
  return !(words.length > 1 && /^\p{Ll}+(?:en|ern|eln)$/u.test(words.at(-1) ?? ""));
}
