/**
 * What a copywriter calls broken in an ad text, found by pattern: doubled words, dangling
 * conjunctions, numbers split from their other half ("24/7" → "7 ops desk"), a bare number as a
 * whole slot, two colons in one sentence, a proper noun of the brief lowercased, a clause in
 * another language, and (for short formats) no fact of the product at all. The quality suite
 * measures the engine with it and the score penalises what it finds, for any writer's text.
 */
import { anyOf, everyWord } from "./checks";
import { LANGUAGE_PACKS } from "./languages";
import type { LanguageCode } from "./languages";
import { detectLanguage, escapeRegExp, foreignLanguageOf, perLanguage, STOPWORDS } from "@/lib/ai/language";
import type { AdTextTypeInfo } from "./types";

export type DefectKind =
  | "doubledWord"
  | "danglingConjunction"
  | "splitNumber"
  | "bareNumber"
  | "twoColons"
  | "lowercasedName"
  | "foreignClause"
  | "factFree";

export interface Defect {
  kind: DefectKind;
  /** The words that show it. */
  evidence: string;
}

export interface DefectBrief {
  productName: string;
  productDescription: string;
  targetAudience?: string;
}

const CONJUNCTIONS = perLanguage((pack) => pack.copyEngineWords.conjunctions);
function danglingPatterns(language: LanguageCode): RegExp[] {
  const c = CONJUNCTIONS[language];
  return [
    // "… and and see", "… und und"
    new RegExp(`(?<![\\p{L}])(?:${c})\\s+(?:${c})(?![\\p{L}])`, "iu"),
    // a conjunction right after a colon, or closing a sentence: ": and see …", "… Toast and."
    new RegExp(`:\\s+(?:${c})\\s`, "iu"),
    new RegExp(`\\s(?:${c}${language === "en" ? "|with" : ""})[.!?:;,]`, "iu"),
  ];
}
// "serum with Fragrance-free, vegan…": "with" and a capitalised word that the brief writes lowercase.
const WITH_CAPITAL = /\bwith\s+(\p{Lu}[\p{Ll}-]+)/gu;

const UNITS = new Set([..."mm cm m km g kg ml l wh kwh w v gb tb mp mah k ct h min s %".split(" "), ...everyWord("unitWords")]);

const stripLabel = (line: string, labels: ReadonlySet<string>): string => {
  const colon = line.indexOf(": ");
  return colon > 0 && labels.has(line.slice(0, colon)) ? line.slice(colon + 2) : line;
};

/** Sentences of a text, each slot's label removed. */
export function sentencesOf(value: string, info: AdTextTypeInfo): string[] {
  const labels = new Set(info.slots.map((s) => s.label));
  return value
    .replace(/\s*(?:(?![©®™])\p{Extended_Pictographic}\uFE0F?)+/gu, "")
    .split("\n")
    .map((line) => stripLabel(line.trim(), labels))
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}¡¿"“„«])/u))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Slots of a multi-slot format (label removed), or the lines of a framework. */
function slotsOf(value: string, info: AdTextTypeInfo): string[] {
  const labels = new Set(info.slots.map((s) => s.label));
  return value.split("\n").map((line) => stripLabel(line.trim(), labels)).filter(Boolean);
}

const vocabularies = new Map<LanguageCode, Set<string>>();
/** Every word a language pack writes: French "de", "plus", "je" are French, whatever Dutch says. */
function vocabularyOf(language: LanguageCode): Set<string> {
  let words = vocabularies.get(language);
  if (!words) {
    words = new Set(JSON.stringify(LANGUAGE_PACKS[language]).toLocaleLowerCase().match(/\p{L}+/gu) ?? []);
    vocabularies.set(language, words);
  }
  return words;
}

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

const nativeWords = new Map<string, Set<string>>();
/**
 * The language's own words, and the brief's when the brief is written in that language: "abends à la
 * carte" in a German brief, "Utrecht e.o." or "per uur" in a Dutch one are the customer's words, no
 * other language (round 6: 3 clean German and 4 Dutch texts lost 25 to 85 points for them). A brief
 * in another language (a text model translating) lends none, so its copied sentences still count.
 */
function nativeWordsOf(brief: DefectBrief, language: LanguageCode): ReadonlySet<string> {
  const text = `${brief.productDescription} ${brief.targetAudience ?? ""}`;
  const key = `${language}\u0000${text}`;
  let words = nativeWords.get(key);
  if (!words) {
    const source = detectLanguage(text);
    words = new Set(vocabularyOf(language));
    if (source === null || source === language) for (const w of text.toLocaleLowerCase().match(/\p{L}+/gu) ?? []) words.add(w);
    if (nativeWords.size > 200) nativeWords.clear();
    nativeWords.set(key, words);
  }
  return words;
}

/** Words the brief writes with a capital where no sentence starts: names ("Vibram", "Swiss") and German nouns. */
export function properNounsOf(brief: DefectBrief): Set<string> {
  const names = new Set<string>();
  const lower = new Set<string>();
  for (const text of [brief.productDescription, brief.targetAudience ?? ""]) {
    for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/u)) {
      const words = wordsOf(sentence);
      words.forEach((word, i) => {
        if (/^\p{Lu}\p{Ll}/u.test(word) && i > 0) names.add(word);
        if (/^\p{Ll}/u.test(word)) lower.add(word);
      });
    }
  }
  // The product name's own words are not collected: "Strider Pace 3" does not make "your own pace" a name.
  // A word the brief also writes in lower case is not a name ("Free" / "free").
  return new Set([...names].filter((n) => !lower.has(n.toLocaleLowerCase())));
}

// Composite numbers of the brief whose halves must stay together: "24/7", "5 to 9", "7-3", "98.7".
const COMPOSITE = new RegExp(String.raw`(\d+)\s*(\/|–|-|${anyOf("numberJoiners")})\s*(\d+)`, "giu");

function splitNumbers(value: string, brief: DefectBrief): string[] {
  const found: string[] = [];
  for (const m of brief.productDescription.matchAll(COMPOSITE)) {
    const [whole, left, connector, right] = m;
    if (!left || !right || !connector) continue;
    // The right half with what follows it in the brief, but not its left half: "7 ops desk", "3. Order cakes".
    const next = brief.productDescription.slice((m.index ?? 0) + whole.length).match(/^[.,!?]?\s*([\p{L}\p{N}]+)/u)?.[1];
    const rest = value.split(whole).join(" ").replace(/^\d+[.)]\s/gmu, "");
    if (next && new RegExp(`(?<![\\p{L}\\p{N}/–-])${escapeRegExp(right)}[.,!?]?\\s*${escapeRegExp(next)}`, "u").test(rest)) found.push(`${right} ${next} without ${left}`);
    // The left half hanging at a sentence end: "aged 5 to.", "aged 5."
    else if (new RegExp(`(?<![\\p{N}])${escapeRegExp(left)}\\s*${escapeRegExp(connector)}?\\s*[.!?]`, "iu").test(rest)) found.push(`${left} without ${right}`);
  }
  return found;
}

type FactTokens = { numbers: string[]; stems: Set<string>; names: Set<string> };
// The writer asks for every candidate sentence of a short format: the brief's tokens are read once.
const factTokenCache = new Map<string, FactTokens>();

/** Description words that carry a fact: numbers, names, and content words by their first five letters. */
export function factTokensOf(brief: DefectBrief): FactTokens {
  const key = `${brief.productName}\u0000${brief.productDescription}`;
  const hit = factTokenCache.get(key);
  if (hit) return hit;
  if (factTokenCache.size > 64) factTokenCache.clear();
  const tokens = readFactTokens(brief);
  factTokenCache.set(key, tokens);
  return tokens;
}

function readFactTokens(brief: DefectBrief): FactTokens {
  const nameWords = new Set(wordsOf(brief.productName).map((w) => w.toLocaleLowerCase()));
  const numbers = [...new Set(brief.productDescription.match(/\d+(?:[.,]\d+)?/g) ?? [])];
  const stems = new Set(
    wordsOf(brief.productDescription)
      .map((w) => w.toLocaleLowerCase())
      .filter((w) => w.length >= 5 && !STOPWORDS.has(w) && !nameWords.has(w) && !/\d/.test(w))
      .map((w) => w.slice(0, 5)),
  );
  const names = new Set([...properNounsOf({ productName: "", productDescription: brief.productDescription })].filter((n) => !nameWords.has(n.toLocaleLowerCase())));
  return { numbers, stems, names };
}

/** Does the text say anything of the product beyond its name? */
export function carriesFact(value: string, brief: DefectBrief): boolean {
  const { numbers, stems, names } = factTokensOf(brief);
  if (numbers.some((n) => new RegExp(`(?<![\\d])${n.replace(".", "\\.")}(?![\\d])`).test(value))) return true;
  // The product's own name says nothing of it, even when a description word shares its stem ("Trailblaze", "trail").
  const nameWords = new Set(wordsOf(brief.productName).map((w) => w.toLocaleLowerCase()));
  const words = wordsOf(value).filter((w) => !nameWords.has(w.toLocaleLowerCase()));
  if (words.some((w) => names.has(w))) return true;
  return words.some((w) => w.length >= 5 && stems.has(w.toLocaleLowerCase().slice(0, 5)));
}

/** Formats short enough that every text must carry a fact (all but Instagram's and Pinterest's long captions). */
export const isShortFormat = (info: AdTextTypeInfo): boolean => info.kind === "format" && info.maxChars <= 300;

export function findDefects(value: string, info: AdTextTypeInfo, brief: DefectBrief, language: LanguageCode): Defect[] {
  const defects: Defect[] = [];
  const add = (kind: DefectKind, evidence: string) => defects.push({ kind, evidence });

  const doubled = /(?<![\p{L}\p{N}])([\p{L}]{2,})\s+\1(?![\p{L}\p{N}])/iu.exec(value);
  if (doubled) add("doubledWord", doubled[0]);

  const body = slotsOf(value, info).join("\n");
  const nameWords = new Set(wordsOf(brief.productName));
  for (const pattern of danglingPatterns(language)) {
    const m = pattern.exec(body);
    if (m) add("danglingConjunction", m[0].trim());
  }
  const names = properNounsOf(brief);
  // German capitalises every noun, so only English reads a capital after "with" as a broken phrase.
  if (language === "en") for (const m of body.matchAll(WITH_CAPITAL)) {
    if (m[1] && !names.has(m[1]) && !nameWords.has(m[1])) add("danglingConjunction", m[0]);
  }

  for (const evidence of splitNumbers(value, brief)) add("splitNumber", evidence);

  for (const slot of slotsOf(value, info)) {
    for (const part of slot.replace(/^\d+[.)]\s+/u, "").split(/:\s+/u)) {
      const words = wordsOf(part.replace(/^¡/u, "")).filter((w) => !nameWords.has(w));
      const numberFirst = /^\d/.test(words[0] ?? "") && !/[\p{L}]/u.test(words[0] ?? "");
      // "39 mm!", "Only 235 g": a quantity that does not say of what.
      if (numberFirst && words.length <= 3 && words.slice(1).every((w) => UNITS.has(w.toLowerCase()) || STOPWORDS.has(w.toLowerCase()))) add("bareNumber", part);
    }
  }

  for (const sentence of sentencesOf(value, info)) {
    if ((sentence.replace(/https?:\/\/\S+/g, "").match(/:(?=\s)/g) ?? []).length >= 2) add("twoColons", sentence);
    for (const clause of sentence.split(/:\s+|\s[—–]\s/u)) {
      const foreign = foreignLanguageOf(clause, language, nativeWordsOf(brief, language));
      if (foreign) add("foreignClause", `${foreign}: ${clause}`);
    }
  }

  const lowered = wordsOf(value.replace(/(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}(?:\/\S*)?|#\S+/giu, " ")).filter((w) => /^\p{Ll}/u.test(w));
  for (const name of names) {
    const lower = name.toLocaleLowerCase();
    if (lowered.includes(lower)) add("lowercasedName", lower);
  }

  if (isShortFormat(info) && !carriesFact(value, brief)) add("factFree", value.slice(0, 60));
  return defects;
}
