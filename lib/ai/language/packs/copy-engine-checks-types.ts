/**
 * The words the copy engine's score checks look for in a finished text (packs/<xx>/copy-engine-checks.ts).
 * Each entry is a piece of a regular expression, not a plain word: "That['’]s", "z\\.\\s?b\\.",
 * "kein(?:e)? walk-?ins?". The copy engine joins every language's pieces of a field into one
 * alternation at load (lib/ai/copy-engine/checks.ts), so a text is checked in all languages at once;
 * a field a language has no words for is an empty list. Each field names the check that reads it.
 */
export interface CopyEngineChecks {
  /** score-hand-flaws.ts: words that join a list's items or a phrase ("and", "with"): no split list holds them. */
  joiners: readonly string[];
  /** score-hand-flaws.ts: words by which the brief's list goes on after a pair ("and", "or"). */
  listGoesOn: readonly string[];
  /** score-hand-flaws.ts: "with" ("— avec X" glues a name on; "…: soins avec détartrage" is split at it). */
  withWords: readonly string[];
  /** score-hand-flaws.ts: abbreviations a brief runs on from ("inkl", "etc"), without their dot. */
  runOnAbbreviations: readonly string[];
  /** score-hand-flaws.ts: titles that are abbreviations ("Dr"), never shouted ("Dr!"). */
  titles: readonly string[];
  /** score-hand-flaws.ts: a "3 steps" title ("in 3 steps"), which needs numbered steps after it. */
  threeSteps: readonly string[];
  /** score-hand-flaws.ts: a label that presents any fact as an advantage ("The advantage"), before its colon. */
  advantageLabels: readonly string[];
  /** score-hand-flaws.ts: frames that promise what a fact cannot keep, each with its own context ("Under the hood\\s?:"). */
  stockFrames: readonly string[];
  /** score-lead.ts: what presents a name and nothing else ("Meet", "Voici"). */
  presentName: readonly string[];
  /** score-lead.ts: a frame that echoes the audience field ("Made for"). */
  madeFor: readonly string[];
  /** score-lead.ts: "…: this is for you" after the audience, lower case. */
  forYou: readonly string[];
  /** score-lead.ts: a restriction or a practicality a text may not lead with, lower case ("no walk-?ins?"). */
  restrictions: readonly string[];
  /** score-lead.ts: "only" and the prepositions of "only by …" ("nur mit Termin"). */
  onlyWords: readonly string[];
  onlyPrepositions: readonly string[];
  /** score-lead.ts: what follows an hour ("uhr", "pm"). */
  hourWords: readonly string[];
  /** score-lead.ts: the word that scopes a price ("from £45", "à partir de 25 €"). */
  priceFrom: readonly string[];
  /** score-brief-cuts.ts: the days' abbreviations and names, lower case ("sáb", "(?:mon|diens)tag"). */
  dayAbbreviations: readonly string[];
  dayNames: readonly string[];
  /** score-brief-cuts.ts: the word of a range between two figures ("5 to 30"). */
  rangeWords: readonly string[];
  /** score-brief-cuts.ts: the words that open a list, lower case ("incl\\.", "such as"). */
  listOpeners: readonly string[];
  /** score-brief-cuts.ts: "etc.", without its dot. */
  etcWords: readonly string[];
  /** score-brief-cuts.ts: what goes on after an abbreviation ("ven. e sab.", "Mo. bis Fr."). */
  goesOn: readonly string[];
}
