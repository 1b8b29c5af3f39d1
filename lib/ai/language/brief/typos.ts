/**
 * Words a customer mistyped in a brief ("Fahrstunen", "recieve"; issue #25, round 8), found without a
 * dictionary: a word of the brief one typing slip away from a word the engine knows in that language
 * (its own vocabulary, passed in) or from a word the brief itself writes more often. Conservative by
 * design, so that a brand name is never flagged:
 * - only three slips count: a letter left out inside the word ("Fahrstunen" of "Fahrstunden"), two
 *   neighbouring letters swapped ("recieve" of "receive") and, against the vocabulary, an accent left
 *   out ("tambien" of "también"); a changed or an added letter, a change in a word's last two letters
 *   (plurals, cases: "Stunde" / "Stunden") and, in English, a doubled letter dropped ("traveling")
 *   never count (elsewhere it does: "verekend" of "verrekend");
 * - a word of fewer than seven letters, a word capitalised mid-sentence (a name) outside German, a word
 *   with a digit or a capital inside ("iPhone"), a word of the product's name and a word the
 *   vocabulary holds are never flagged;
 * - German and Dutch compounds are read by their last part ("Fahr|stunen").
 * English has one spelling rule besides: "-cieve" / "-ciept" ("recieve", "reciept") is always a slip.
 */
import { STOPWORDS } from "./stopwords";

const MIN_LENGTH = 7;
// A compound's last part: long enough to be a word, and not made by a suffix that makes words of anything
// ("Ganztagesbegleitung": "leitung" is a word, not a slip of "leistung").
const TAIL_LENGTH = 6;
const PRODUCTIVE_TAIL = /(?:ung|heit|keit|schaft|ion|tät|chen|lein|ling|nis|tum|ik|ing|heid|tie|schap|isch|lich|ig)$/u;
const COMPOUND_LANGUAGES = new Set(["de", "nl"]);
// Common words whose last two letters customers swap ("handel" for "handle", round 9): checked by a swap anywhere,
// the last two letters included, and from five letters. A short list, not a dictionary: "handel" is no English word,
// and a capitalised "Handel" (a name) is never read.
const COMMON_SWAPS: Readonly<Record<string, readonly string[]>> = {
  en: ["handle", "handles", "table", "tables", "bottle", "bottles", "simple", "little", "middle", "double", "single", "people", "gentle", "circle", "title", "cable", "cables", "marble", "sample", "samples", "vehicle", "vehicles", "article", "candle", "candles", "saddle", "kettle", "needle", "puzzle", "bundle", "bundles"],
};
const commonSwap = (lower: string, language: string): string | undefined =>
  COMMON_SWAPS[language]?.find((known) => known.length === lower.length && known !== lower && swappedAnywhere(lower, known));

/** Two neighbouring letters swapped, anywhere in the word. */
function swappedAnywhere(word: string, known: string): boolean {
  let i = 0;
  while (word[i] === known[i]) i++;
  return i < word.length - 1 && word[i] === known[i + 1] && word[i + 1] === known[i] && word.slice(i + 2) === known.slice(i + 2);
}

/**
 * V with one letter left out, not in its last two letters and not one of a doubled pair or the "u" of "ou".
 * `doubled`: one of a doubled pair counts too ("verekend" of "verrekend"): in Dutch, German and the Romance
 * languages a doubled consonant is the spelling, not a variant as English "traveling" / "travelling" is.
 */
function dropsOneLetter(word: string, known: string, doubled = false): boolean {
  if (known.length !== word.length + 1) return false;
  let i = 0;
  while (i < word.length && word[i] === known[i]) i++;
  if (known.slice(i + 1) !== word.slice(i)) return false;
  if (i >= known.length - 2) return false;
  const dropped = known[i];
  // One of a doubled pair left out shows as its second letter left out: "ver|r|ekend".
  if (dropped === known[i - 1] && !(doubled && i >= 3)) return false;
  if (dropped === known[i + 1]) return false;
  return !(dropped === "u" && known[i - 1] === "o");
}

/** Two neighbouring letters swapped, not in the last two letters. */
function swapsTwo(word: string, known: string): boolean {
  if (known.length !== word.length || word === known) return false;
  let i = 0;
  while (word[i] === known[i]) i++;
  return i < word.length - 2 && word[i] === known[i + 1] && word[i + 1] === known[i] && word.slice(i + 2) === known.slice(i + 2);
}

const slipOf = (word: string, known: string): boolean => dropsOneLetter(word, known) || swapsTwo(word, known);

// The words a slip can turn a known word into, indexed by what they become (each known word's deletions
// and swaps): a brief's words are then looked up, not compared with the whole vocabulary.
function slipsOf(known: string, doubled: boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i < known.length - 2; i++) {
    const deleted = known.slice(0, i) + known.slice(i + 1);
    if (dropsOneLetter(deleted, known, doubled)) out.push(deleted);
    if (known[i] !== known[i + 1]) {
      const swapped = known.slice(0, i) + known[i + 1] + known[i] + known.slice(i + 2);
      if (swapsTwo(swapped, known)) out.push(swapped);
    }
  }
  return out;
}

/** The word with one of its accents left out ("tambien" of "también", "diplomée" of "diplômée"; round 10). */
function accentsLeftOut(known: string): string[] {
  const out: string[] = [];
  const letters = [...known];
  letters.forEach((letter, i) => {
    const bare = letter.normalize("NFD").replace(/\p{M}/gu, "");
    if (bare !== letter && bare.length === 1) out.push([...letters.slice(0, i), bare, ...letters.slice(i + 1)].join(""));
  });
  return out;
}

// An English contraction typed without its apostrophe ("theres", "dont", "ive"; round 13 copied "theres"): a pronoun, "there"
// or an auxiliary, then the contraction's ending. English grammar, not a list of slips: any such pair is read, "its",
// "were", "well", "shell" and "cant" are words (the endings 'll and 'd are not read, nor "we" + "re").
const CONTRACTION = /^(?:(there|here|that|what|where|who|she|he)(s)|(you|they)(re)|(i|you|we|they|could|would|should|might|must)(ve)|(do|does|did|is|are|was|were|has|have|had|could|would|should|need|must)(nt))$/u;
function contractionOf(lower: string): string | null {
  const m = CONTRACTION.exec(lower);
  if (!m) return null;
  const [stem, ending] = m.slice(1).filter(Boolean) as [string, string];
  return ending === "nt" ? `${stem}n't` : `${stem}'${ending}`;
}

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** A slip → the known word it came from. */
  slips: ReadonlyMap<string, string>;
}

/** A vocabulary from a language's known words (lower case): built once per language by its caller. */
export function vocabularyOf(words: Iterable<string>, language = "en"): Vocabulary {
  const doubled = language !== "en" && language !== "tr";
  const set = new Set<string>();
  for (const w of words) if (/^\p{Ll}+$/u.test(w)) set.add(w);
  for (const w of STOPWORDS) set.add(w);
  const slips = new Map<string, string>();
  for (const w of set) if (w.length >= TAIL_LENGTH + 1) for (const s of [...slipsOf(w, doubled), ...accentsLeftOut(w)]) if (!set.has(s)) slips.set(s, w);
  return { words: set, slips };
}

export interface Typo {
  /** The word as the brief writes it. */
  word: string;
  /** The word it is most likely a slip of, with the typed word's first capital. */
  likely: string;
}

const WORD = /(?<![\p{L}\d'’-])[\p{L}]+(?![\p{L}\d'’-])/gu;

/** The brief's words that read as typing slips. */
export function typosOf(text: string, language: string, vocabulary: Vocabulary, name = ""): Typo[] {
  const nameWords = new Set(name.toLocaleLowerCase().split(/\s+/));
  const counts = new Map<string, number>();
  const seen: Array<{ word: string; lower: string; midCapital: boolean }> = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const lower = word.toLocaleLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    const before = text.slice(Math.max(0, (m.index ?? 0) - 2), m.index);
    seen.push({ word, lower, midCapital: /\p{Lu}/u.test(word[0]!) && !/^$|[.!?:]\s*$|\n\s*$|\(\s*$/u.test(before) && (m.index ?? 0) > 0 });
  }
  const found: Typo[] = [];
  const done = new Set<string>();
  for (const { word, lower, midCapital } of seen) {
    if (done.has(lower) || vocabulary.words.has(lower) || nameWords.has(lower)) continue;
    const contraction = language === "en" && !midCapital ? contractionOf(lower) : null;
    if (contraction) {
      done.add(lower);
      found.push({ word, likely: /^\p{Lu}/u.test(word) ? contraction.charAt(0).toLocaleUpperCase() + contraction.slice(1) : contraction });
      continue;
    }
    if (lower.length < MIN_LENGTH) {
      const common = lower.length >= 5 && !midCapital && !/\p{Lu}/u.test(word.slice(1)) ? commonSwap(lower, language) : undefined;
      if (common) {
        done.add(lower);
        found.push({ word, likely: /^\p{Lu}/u.test(word) ? common.charAt(0).toLocaleUpperCase() + common.slice(1) : common });
      }
      continue;
    }
    done.add(lower);
    // A capital inside the word ("iPhone", "McLaren") or, outside German, a capital mid-sentence is a name.
    if (/\p{Lu}/u.test(word.slice(1)) || (midCapital && language !== "de")) continue;
    const likely = likelyWord(lower, language, vocabulary, counts);
    if (likely) found.push({ word, likely: /^\p{Lu}/u.test(word) ? likely.charAt(0).toLocaleUpperCase() + likely.slice(1) : likely });
  }
  return found;
}

function likelyWord(lower: string, language: string, vocabulary: Vocabulary, counts: ReadonlyMap<string, number>): string | null {
  if (language === "en" && /cie(?:ve|pt)/u.test(lower)) return lower.replace(/cie(ve|pt)/u, "cei$1");
  const known = vocabulary.slips.get(lower);
  if (known) return known;
  // The brief's own word, written more often than this one ("Fahrstunden" twice, "Fahrstunen" once).
  for (const [other, n] of counts) if (n > (counts.get(lower) ?? 0) && other.length >= MIN_LENGTH && slipOf(lower, other)) return other;
  if (COMPOUND_LANGUAGES.has(language)) {
    // The head of a longer compound the brief writes ("Beratnug" of "Beratungstermin"), a swap or a letter left out.
    for (const other of counts.keys()) {
      if (other.length < lower.length + 3) continue;
      for (const head of [other.slice(0, lower.length), other.slice(0, lower.length + 1)]) {
        if (head !== lower && !other.startsWith(lower) && slipOf(lower, head)) return head;
      }
    }
    for (let i = 3; i <= lower.length - TAIL_LENGTH; i++) {
      const part = lower.slice(i);
      // A compound whose longer tail is a known word is no slip ("vor|bestellen", not "vorb|estellen" of "erstellen").
      if (vocabulary.words.has(part)) return null;
      const tail = PRODUCTIVE_TAIL.test(part) ? undefined : vocabulary.slips.get(part);
      if (tail) return lower.slice(0, i) + tail;
    }
  }
  return null;
}
