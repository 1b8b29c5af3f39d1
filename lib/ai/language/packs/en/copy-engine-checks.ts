import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in English (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["and", "or", "of", "with"],
  listGoesOn: ["and", "or"],
  withWords: ["with"],
  runOnAbbreviations: ["incl", "excl", "approx", "max", "min", "etc"],
  titles: ["Dr", "Prof", "St"],
  threeSteps: ["in 3 steps"],
  advantageLabels: ["The advantage"],
  stockFrames: ["Under the hood\\s?:"],
  presentName: ["Meet", "That['’]s"],
  madeFor: ["Made for"],
  forYou: ["this is for you"],
  restrictions: ["(?:by )?appointment only", "only by (?:appointment|appt)", "no walk-?ins?", "deposit\\b"],
  onlyWords: ["only"],
  onlyPrepositions: ["by", "with", "on", "upon"],
  hourWords: ["am", "pm"],
  priceFrom: ["from"],
  dayAbbreviations: ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"],
  dayNames: ["(?:mon|tues|wednes|thurs|fri|satur|sun)day"],
  rangeWords: ["to"],
  listOpeners: ["incl\\.", "including", "e\\.g\\.", "such as"],
  etcWords: ["etc"],
  goesOn: ["to", "and"],
};
