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
  /** score-brief-reading.ts: a word that governs every item of the list after it ("pour mariages, séminaires et …"); plain words. */
  governs: readonly string[];
  /** score-brief-reading.ts: the customer's shorthand a text may not copy ("w\\/o?", "pers\\."). */
  shorthand: readonly string[];
  /** score-brief-reading.ts: "incl", whose "incl." may close a brief's phrase ("cocción incl. también talleres"). */
  inclWords: readonly string[];
  /** score-brief-reading.ts: the prepositions of a list of ways or places ("by phone, video or …"). */
  phrasePrepositions: readonly string[];
  /** score-brief-reading.ts: "and" and "or", which end a list's items. */
  andOrWords: readonly string[];
  /** score-brief-reading.ts: "for" before the audience ("Made for {audience}"). */
  forWords: readonly string[];
  /** score-brief-reading.ts: "discover" and "how … works", lower case, which present a name and say nothing. */
  discoverWords: readonly string[];
  howWords: readonly string[];
  /** score-brief-reading.ts: "and". */
  andWords: readonly string[];
  /** score-brief-reading.ts: the word after the audience in a frame ("{audience} için"), for languages that put it there. */
  audienceAfter: readonly string[];
  /** score-fragments.ts: words that qualify what stands before them and say nothing alone ("only", "except"); plain words. */
  qualifiers: readonly string[];
  /** score-fragments.ts: what a figure is written glued to ("8h", "2nd", "1er"), lower case. */
  writtenSo: readonly string[];
  /** score-deductions.ts: abbreviations a lower-case word may follow after their stop ("z. B. bei"), without the stop. */
  stopAbbreviations: readonly string[];
  /** plain-frames.ts: a template that presents the name ("Meet {name}") or tells the audience it is for them. */
  templatePresentName: readonly string[];
  templateForYou: readonly string[];
  /** A heading or teaser question before one fact, as a template (round 13): "{name} auf einen Blick:", "En bref :". */
  templateHeading: readonly string[];
  /** plain-frames.ts: what joins two facts into one list in a template ("{benefit} and {feature}"). */
  frameJoiners: readonly string[];
  /** name-article.ts: articles, lower case; plain words. */
  articles: readonly string[];
  /** defects.ts: units written as words ("hours", "Stunden"), lower case; plain words. */
  unitWords: readonly string[];
  /** defects.ts: the word between the halves of a composite number ("5 to 9", "5 bis 9"). */
  numberJoiners: readonly string[];
}
