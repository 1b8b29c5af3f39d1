import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in French (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["et", "ou", "avec"],
  listGoesOn: ["et", "ou"],
  withWords: ["avec"],
  runOnAbbreviations: ["env", "max", "min", "etc"],
  titles: ["Mme"],
  threeSteps: ["en 3 étapes"],
  advantageLabels: ["L’avantage", "L'avantage"],
  stockFrames: ["Sous le capot\\s?:"],
  presentName: ["Voici", "C['’]est"],
  madeFor: ["Pensé pour", "Conçu pour"],
  forYou: ["c['’]est pour (?:vous|toi)"],
  restrictions: ["sur rendez-vous uniquement", "uniquement sur rendez-vous"],
  onlyWords: ["seulement", "uniquement"],
  onlyPrepositions: ["sur", "par"],
  hourWords: ["h"],
  priceFrom: ["dès", "à partir de"],
  dayAbbreviations: ["lun", "mar", "mer", "jeu", "ven", "sam", "dim"],
  dayNames: ["(?:lun|mar|mercre|jeu|vendre|same|diman)di"],
  rangeWords: ["à"],
  listOpeners: ["p\\.\\s?ex\\.", "y compris"],
  etcWords: ["etc"],
  goesOn: ["et", "au", "à"],
};
