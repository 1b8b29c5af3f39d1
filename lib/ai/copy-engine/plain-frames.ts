import { perLanguage, type LanguageCode } from "@/lib/ai/language";
import { anyOf } from "./checks";
import type { MoveId } from "./moves";

/**
 * Which sentence frames the engine may write (issue #25). Hand labels of 317 texts showed that the
 * frames *around* a brief's facts invented what the brief never said — "That changes everything",
 * "Jeden einzelnen Tag", "la salida más inteligente", "Feel the difference", "Solo con …" — or broke
 * the grammar a fact needs ("It also comes with family bakery in Leeds", "Carbon road bike! Built in.",
 * "Stell dir deinen Tag mit Vento R8 vor: 2.400 €"). The claim checker (claims/) only knows cues;
 * these frames were paraphrases it could not see. So a frame is kept only when its own words
 * (placeholders removed) say nothing a copywriter would have to check against the brief:
 * - it carries a fact of the brief (benefit, feature, descriptor, offer, proof, mention), unless its
 *   move is structural (a CTA, a headline, a list title, a step) or it only names the audience;
 * - its own words are few (a long literal frame is a stock line: it could sit in any ad);
 * - its own words hold no claim or stock phrase of the language (FRAME_CLAIMS below);
 * - a bare figure ("In Zahlen: 8 Teilnehmenden", "…: 20 Uhr") only in a headline slot;
 * - no tone lexicon lead or closer ("Bottom line:", "Simple. Steady. Good.").
 * This is a pattern-set filter run once per pack, move and tone (tone-patterns.ts caches it): it
 * costs nothing per text.
 */
const TWO_FACTS = new RegExp(String.raw`\}(?:,\s*| ${anyOf("frameJoiners")} )\{[a-zA-Z]`, "u");

export function plainFrame(template: string, move: MoveId, code: LanguageCode): boolean {
  if (/\{(?:lead|Lead|close|Close|open|Open)\}/u.test(template)) return false;
  if (STOCK_FRAME.test(template)) return false;
  // "Sourdough … each morning and family bakery in Leeds": two facts of different kinds joined as one list.
  if (TWO_FACTS.test(template)) return false;
  const literal = template.replace(/\{[^{}|]*\}/gu, " ").replace(/\{([^{}|]*)\|[^{}]*\}/gu, " $1 ");
  if (frameClaims(literal, code)) return false;
  // "How Vento R8 works:" then "1. Get Vento R8." — the title names it; a step that only repeats the name says nothing.
  if (move === "step1" && /\{name\}/u.test(template)) return false;
  // "3. Studio dentistico a Torino. Fatto." — a brief gives facts, not steps: numbering them invents a process,
  // and a step the claim filter drops leaves "3." without "1." and "2.". The how-to lists its facts unnumbered.
  if (/^step\d$/u.test(move) && /\d/u.test(literal)) return false;
  if (STRUCTURAL.has(move)) return true;
  // A figure in a frame is one the brief never gave ("3 steps to better days" aside, which is structural).
  if (/\d/u.test(literal)) return false;
  const fact = /\{(?:[Bb]enefit|[Ff]eature|[Dd]escriptor|[Oo]ffer|[Pp]roof|[Mm]ention|Q)\b/u.test(template);
  const words = literalWords(literal);
  if (!fact) {
    // "Made for {audience}." / "Für {audience}." names who it is for and nothing else.
    if (/\{[Aa]udience\}/u.test(template) && words <= 3 && !/\?/u.test(literal)) return true;
    // A tagline may be a bare figure of the brief ("Up to 80 minutes"); prose may not.
    return move === "tagline" && /\{[Nn]umber\}/u.test(template) && words === 0;
  }
  return words <= MAX_LITERAL_WORDS;
}

/**
 * Frames a reader marks as stock even when a fact stands next to them (round 11 labels): a line that only
 * presents the name ("Meet X.", "That's X.", "Das ist X", "Voici X", "Maak kennis met X") and an echo of
 * the audience field ("Made for …", "Hecho para …", "Su misura per …", "…: c'est pour vous"). They
 * carry no fact of the brief; the name and the audience are said by the fact lines around them.
 */
const STOCK_FRAME = new RegExp(
  [
    // Presenting the name.
    String.raw`(?:^|[.!?:]\s+|\{)${anyOf("templatePresentName")}(?:\|[^{}]*\})?\s+\{name\}`,
    // Echoing the audience.
    String.raw`${anyOf("madeFor")}\s+\{audience\}`,
    String.raw`\{Audience\}\s*[:?,]\s*${anyOf("templateForYou")}`,
    String.raw`\{Audience\} ${anyOf("audienceAfter")}`,
    // A heading before one fact (round 13): "Hufbeschlag Brunner auf einen Blick: Barhufbearbeitung ab 45 €.", "X. En bref : …",
    // and a teaser question that answers with any fact ("En güzeli ne mi? Demirdöküm, Baymak…").
    anyOf("templateHeading"),
  ].join("|"),
  "u",
);

/** A tone lexicon entry (an opener put before a first sentence) that claims nothing. */
export function plainOpener(entry: string, code: LanguageCode): boolean {
  return !frameClaims(entry, code) && literalWords(entry) <= 3;
}

/**
 * Openers that make two texts of one call start differently without a claim: the packs' own
 * ("Finally:", "New:", "Today:", "Good news:", "Real talk:") said what no brief had said.
 */
export const PLAIN_OPENERS = perLanguage((pack) => pack.copyEngineWords.plainOpeners);

/** Whether a frame's own words hold a claim or stock phrase of the language. */
export function frameClaims(literal: string, code: LanguageCode): boolean {
  const lower = literal.toLocaleLowerCase(code);
  const allowed = ALLOWED_WORDS[code];
  if (allowed) return lower.split(/[^\p{L}]+/u).some((word) => word !== "" && !allowed.has(word));
  return FRAME_CLAIMS[code]?.test(lower) === true;
}

function literalWords(literal: string): number {
  return literal.split(/[\s.,:;!?¡¿—–\-“”„«»"()]+/u).filter((w) => /\p{L}/u.test(w)).length;
}

/** Moves whose frames carry no fact by design: the click, the name, a list's title, a step. */
const STRUCTURAL: ReadonlySet<MoveId> = new Set<MoveId>(["cta", "headline", "listTitle", "bulletIntro", "howTitle", "step1", "step2", "step3", "mention", "close"]);

// "Meet {name}. It {benefit:verb}." has three words of its own; "{name} does one thing brilliantly: it …" eight.
const MAX_LITERAL_WORDS = 4;

const w = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\d])(?:${source})`, "u");


/**
 * Per language, the only words a frame may add around the brief's facts: articles, prepositions,
 * "is", "with", "and", "meet", "made for", "at a glance", "details at", a list's "steps". Anything
 * else — "finally", "every day", "the smarter way out", "Poof!", "Ta-da!", "ends that",
 * "Bonusrunde", "Abracadabra", "ci mette fine" — is a claim or a stock flourish the brief never
 * licensed. A whitelist, not a list of bad words: hand labels found invented claims in paraphrases
 * no cue list had foreseen. Apostrophe contractions split into their letters ("c’est" → c, est).
 */
const ALLOWED_WORDS = perLanguage(({ copyEngineWords }) => (copyEngineWords.frameWords === undefined ? undefined : words(copyEngineWords.frameWords)));

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

/** Per language without a whitelist (Turkish joins its words into one), the words of a frame that claim something. */
const FRAME_CLAIMS = perLanguage(({ copyEngineWords }) => (copyEngineWords.frameClaims === undefined ? undefined : w(copyEngineWords.frameClaims.join("|"))));
