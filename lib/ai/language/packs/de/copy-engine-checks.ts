import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in German (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["und", "oder", "mit"],
  listGoesOn: ["und", "oder"],
  withWords: ["mit"],
  runOnAbbreviations: ["inkl", "exkl", "ca", "max", "min", "usw"],
  titles: ["Dr", "Prof", "Nr"],
  threeSteps: ["in 3 Schritten"],
  advantageLabels: ["Der Vorteil"],
  stockFrames: ["Unter der Haube\\s?:"],
  presentName: ["Das ist"],
  madeFor: ["Gemacht für"],
  forYou: [],
  restrictions: ["kein(?:e)? walk-?ins?", "nur mit termin", "nur nach (?:termin|vereinbarung)", "anzahlung\\b", "tattoos erst ab", "ab 18\\b"],
  onlyWords: ["nur"],
  onlyPrepositions: ["mit", "nach"],
  hourWords: ["uhr"],
  priceFrom: ["ab"],
  dayAbbreviations: ["mo", "di", "mi", "do", "fr", "sa", "so"],
  dayNames: ["(?:mon|diens|donners|frei|sams|sonn)tag", "mittwoch"],
  rangeWords: ["bis"],
  listOpeners: ["inkl\\.", "z\\.\\s?b\\."],
  etcWords: ["usw"],
  goesOn: ["und", "bis"],
};
