import { dropDangling, escapeRegExp, type LanguageCode, lowerFirstWord, perLanguage, tidy, wordsIn } from "@/lib/ai/language";
import { compactUnits, withoutIntensifiers } from "./compact";

/**
 * A headline read as its message: the clauses it is made of (split where the writer put a comma,
 * a dash or a full stop), which of them carries the key fact (a number with what it counts, else
 * the first benefit), and the shorter forms each clause may take without being cut mid-phrase.
 */
export interface Clause {
  text: string;
  /** What joined it to the next clause in the headline. */
  separator: ", " | " – " | ". ";
  hasNumber: boolean;
  /** Its words that say something beyond the product name. */
  words: number;
}

export interface ClauseForm {
  text: string;
  /** Words of the clause it keeps (0–1). */
  kept: number;
  /** A clause's end or its start was left out, so it reads as a fragment ("48 Stunden geführt"). */
  partial: boolean;
  /** A phrase in the middle was left out ("fresh sourdough every morning | at Miller's Bakery"). */
  gapped: boolean;
  /** Units abbreviated ("80 min"): shorter, and a little less natural. */
  compact: boolean;
  /** The clause's subject, the product name, left out: it opens on its verb ("keeps your coffee hot"). */
  headless: boolean;
  /** Says no more than a figure and one word ("14 days", "5 to 9"). */
  bare: boolean;
  /** Keeps the clause's number, when it has one. */
  keepsNumber: boolean;
}

export interface Message {
  clauses: Clause[];
  /** Indexes of the clauses that carry the message: those with a number, else the first benefit. */
  keys: number[];
}

const EMOJI = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;
const NUMBER = /\p{N}/u;

/** A number written as the headline writes it, with the noun it counts: "80 minutes", "20%", "24/7". */
export const numberTokens = (text: string): string[] => text.split(/\s+/u).filter((t) => NUMBER.test(t));

/** Words of a text outside the product name: what a rewrite must keep of the message. */
export function messageWords(text: string, name: string): number {
  const rest = name ? text.replace(new RegExp(escapeRegExp(name), "giu"), " ") : text;
  return wordsIn(rest).length;
}

/** The figure of a token: "15," → "15", "20%" → "20", "24/7" → "24/7". */
export const numberCore = (token: string): string => (/\p{N}[\p{N}.,/]*/u.exec(token)?.[0] ?? token).replace(/[.,/]+$/u, "");

/** The headline without emoji, closing marks, any tone's lead-in ("Good news: …") and a leading "Name:". */
export function messageText(headline: string, name: string, leads: readonly string[]): string {
  let text = tidy(headline.replace(EMOJI, "").replace(/[¡¿]/g, "")).replace(/[\s.!?…]+$/u, "");
  for (let changed = true; changed; ) {
    changed = false;
    for (const lead of [...leads, ...(name ? [name] : [])]) {
      const match = new RegExp(`^${escapeRegExp(lead)}\\s*(?:[:–—-]|[.!](?=\\s))\\s*`, "iu").exec(text);
      if (match && match[0].length < text.length) {
        text = text.slice(match[0].length);
        changed = true;
      }
    }
  }
  return text.trim();
}

/** Words that belong to the number after them: a part that starts with them still reads whole. */
const QUANTITY_LEADS = new Set([
  "up to", "over", "under", "only", "just", "more than", "less than", "from", "all", "save", "get",
  "bis zu", "über", "unter", "nur", "ab", "mehr als", "spare",
  "jusqu'à", "plus de", "moins de", "dès", "seulement",
  "hasta", "más de", "menos de", "desde", "solo", "ahorra",
  "fino a", "più di", "meno di", "da", "solo",
  "até", "mais de", "menos de", "a partir de", "apenas",
  "tot", "meer dan", "minder dan", "vanaf", "maar",
  "sadece", "en az",
]);

const SEPARATOR = /(\s*[.!?;:]\s+|\s+[–—-]\s+|,\s+)/u;

export function readMessage(headline: string, name: string, leads: readonly string[]): Message {
  const parts = messageText(headline, name, leads).split(SEPARATOR);
  const clauses: Clause[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i]!.trim();
    const mark = (parts[i + 1] ?? "").trim();
    if (!wordsIn(text).length) continue;
    const separator = /^[.!?]$/u.test(mark) ? ". " : mark === "," ? ", " : " – ";
    const withoutName = name ? text.replace(new RegExp(escapeRegExp(name), "giu"), "") : text;
    const hasNumber = NUMBER.test(withoutName);
    const words = messageWords(text, name);
    // "The Aurelius Chronograph", "Le sérum Glow Drops": the name with a word or two says nothing of its own.
    const namesOnly = name !== "" && withoutName !== text && !hasNumber && words <= 2;
    clauses.push({ text, separator, hasNumber, words: namesOnly ? 0 : words });
  }
  let keys = clauses.flatMap((c, i) => (c.hasNumber ? [i] : []));
  if (!keys.length) keys = [clauses.findIndex((c) => c.words >= 2)].filter((i) => i >= 0);
  if (!keys.length) keys = [clauses.findIndex((c) => c.words >= 1)].filter((i) => i >= 0);
  return { clauses, keys };
}

/** Which tokens are part of the product name ("CloudStride 3": its "3" is no figure of the message). */
function nameMask(tokens: readonly string[], name: string): boolean[] {
  const mask = tokens.map(() => false);
  const nameTokens = name.toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  const bare = (t: string) => t.toLocaleLowerCase().replace(/[^\p{L}\p{N}'’-]+$/u, "");
  for (let i = 0; nameTokens.length && i + nameTokens.length <= tokens.length; i++) {
    if (nameTokens.every((n, j) => bare(tokens[i + j]!) === n.replace(/[^\p{L}\p{N}'’-]+$/u, ""))) for (let j = 0; j < nameTokens.length; j++) mask[i + j] = true;
  }
  return mask;
}

/**
 * Words that start a phrase beyond the pack's list: relative pronouns (a relative clause can be
 * left out whole: "120 km di autonomia | che si piega") and a few prepositions.
 */
const PHRASE_STARTS = perLanguage((pack) => pack.textOpsWords.phraseStarts);

/** Conjunctions: a phrase opening with one leans on the phrase before it. */
const CONJUNCTIONS = perLanguage((pack) => pack.textOpsWords.conjunctions);

/** Languages where a phrase like "with X" may open the sentence before a comma, the rest unchanged. */
const FRONTING = perLanguage((pack) => pack.textOpsWords.frontsPhrase);
const FOR = perLanguage((pack) => pack.textOpsWords.forWord);

/** Phrases of a clause a shorter form may leave out: enough for any headline, few enough to try every choice. */
const MAX_PHRASES = 5;

/** Languages whose verb comes last or second: a part ending right after its number may cut the verb off, and a sentence without its subject reads as an order. */
const VERB_FINAL: ReadonlySet<LanguageCode> = new Set(["de", "nl", "tr"]);

/**
 * The forms a clause may take, longest first: whole; in shorter wording (units abbreviated,
 * intensifiers dropped); cut before a word that starts a new phrase ("Run 20% longer | with the
 * new CloudStride 3"); and, for a clause with a number, a part around the number: from the number
 * (or words that belong to it: "up to 15 employees") to the clause's end or to where a phrase
 * starts. A form never ends on an article or preposition and never parts a number from its noun.
 */
export function clauseForms(clause: Clause, name: string, language: LanguageCode, breakBefore: ReadonlySet<string>, dangling: ReadonlySet<string>): ClauseForm[] {
  const tokens = clause.text.split(/\s+/u);
  const total = clause.words || 1;
  const forms = new Map<string, ClauseForm>();
  const inName = nameMask(tokens, name);
  const firstNumber = tokens.findIndex((t, i) => !inName[i] && NUMBER.test(t));
  const figure = firstNumber >= 0 ? numberCore(tokens[firstNumber]!) : "";
  const contentWords = (text: string) => wordsIn(text).filter((w) => !NUMBER.test(w) && !dangling.has(w.toLocaleLowerCase())).length;
  const add = (text: string, partial: boolean, gapped = false) => {
    const kept = Math.min(1, messageWords(text, name) / total);
    const keepsNumber = !figure || text.includes(figure);
    const compact = compactUnits(text, language);
    for (const [form, isCompact] of [[text, false], [compact, compact !== text], [withoutIntensifiers(compact, language), true]] as const) {
      if (wordsIn(form).length && !forms.has(form)) forms.set(form, { text: form, kept, partial, gapped, compact: isCompact, keepsNumber, bare: contentWords(form) <= 1, headless: false });
    }
  };
  add(clause.text, false);
  const startsPhrase = (t: string) => breakBefore.has(t.toLocaleLowerCase()) || PHRASE_STARTS[language].has(t.toLocaleLowerCase());
  const breaks = tokens.flatMap((t, i) => (i >= 2 && startsPhrase(t) ? [i] : []));
  // The clause's phrases: its head, then one from each word that starts a phrase. Shorter forms
  // keep the head and leave out whole phrases; one that opens with "and" goes with the phrase before it.
  const bounds = [0, ...breaks.slice(0, MAX_PHRASES), tokens.length];
  const phrases = bounds.slice(0, -1).map((b, k) => tokens.slice(b, bounds[k + 1]));
  for (let mask = 0; mask < 1 << (phrases.length - 1); mask++) {
    const kept = [0, ...phrases.slice(1).flatMap((_, k) => (mask & (1 << k) ? [k + 1] : []))];
    if (kept.length === phrases.length) continue;
    if (kept.some((k) => k > 0 && CONJUNCTIONS[language].has(phrases[k]![0]!.toLocaleLowerCase()) && !kept.includes(k - 1))) continue;
    const text = dropDangling(kept.map((k) => phrases[k]!.join(" ")).join(" "), dangling);
    const gapped = kept.some((k, j) => k !== j);
    if (wordsIn(text).length >= 2) add(text, false, gapped);
  }
  // The last prepositional phrase put in front: "Save 2 hours a day on admin with Paperless Pro" →
  // "With Paperless Pro, save 2 hours a day on admin". Every word kept, in a new order.
  const opensWith = (phrase: readonly string[], words: ReadonlySet<string>) => words.has(phrase[0]!.toLocaleLowerCase());
  const lastPreposition = phrases.findLastIndex((p, k) => k > 0 && !opensWith(p, CONJUNCTIONS[language]) && !opensWith(p, PHRASE_STARTS[language]));
  if (FRONTING[language] && lastPreposition > 0 && phrases.slice(lastPreposition + 1).every((p) => opensWith(p, CONJUNCTIONS[language]))) {
    const tail = phrases.slice(lastPreposition).flat().join(" ");
    const head = phrases.slice(0, lastPreposition).flat().join(" ");
    const keepsCase = name !== "" && head.startsWith(name);
    // Only a phrase that reads as a frame: "with Paperless Pro", "for kids aged 5 to 9"; "In town, best coffee" does not.
    const frames = (name !== "" && tail.toLocaleLowerCase().includes(name.toLocaleLowerCase())) || (FOR[language] === phrases[lastPreposition]![0]!.toLocaleLowerCase() && wordsIn(head).length >= 3);
    if (frames && wordsIn(head).length >= 2) add(`${tail}, ${keepsCase ? head : lowerFirstWord(head, language)}`, false);
  }
  if (firstNumber >= 0) {
    for (let start = Math.max(0, firstNumber - 2); start <= firstNumber; start++) {
      const lead = tokens.slice(start, firstNumber).join(" ").toLocaleLowerCase(language);
      const quantity = start === firstNumber || QUANTITY_LEADS.has(lead);
      const fromNoun = language === "de" && start < firstNumber && /^\p{Lu}/u.test(tokens[start]!);
      if (start > 0 && !quantity && !fromNoun) continue;
      const ends = new Set([tokens.length, ...breaks.filter((i) => i > firstNumber + 1)]);
      // Right after the number's noun, when words lead into it ("Get 30% off", "up to 15 employees") and no verb is left behind.
      if ((quantity && start > 0 && start < firstNumber) || (start === 0 && firstNumber === 1 && !VERB_FINAL.has(language))) ends.add(firstNumber + 2);
      for (const end of ends) {
        if (start === 0 && (end === tokens.length || breaks.includes(end))) continue;
        const part = dropDangling(tokens.slice(start, Math.min(end, tokens.length)).join(" "), dangling);
        // A bare "14 days" says too little unless it ends the clause as the writer wrote it.
        const minWords = end >= tokens.length ? 2 : 3;
        if (wordsIn(part).length >= minWords && part.includes(figure)) add(part, true);
      }
    }
  }
  // "Aurora Smart Mug keeps your coffee hot…" also as "keeps your coffee hot…": the name can then go elsewhere.
  // Not where the verb comes second (German, Dutch: "Plant deine Schichten" reads as an order) or
  // last (Turkish: "CloudStride 3 ile" goes on with a postposition).
  const lead = name && !VERB_FINAL.has(language) ? new RegExp(`^${escapeRegExp(name)}\\s+`, "iu") : null;
  for (const form of [...forms.values()]) {
    const rest = lead && form.text.replace(lead, "");
    if (rest && rest !== form.text && wordsIn(rest).length >= 2 && !forms.has(rest) && !dangling.has(rest.split(" ")[0]!.toLocaleLowerCase()) && !CONJUNCTIONS[language].has(rest.split(" ")[0]!.toLocaleLowerCase())) {
      forms.set(rest, { ...form, text: rest, headless: true });
    }
  }
  return [...forms.values()].sort((a, b) => b.kept - a.kept);
}
