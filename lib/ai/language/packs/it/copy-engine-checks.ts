import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in Italian (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["e", "o", "con"],
  listGoesOn: ["e", "o"],
  withWords: ["con"],
  runOnAbbreviations: ["ca", "max", "min"],
  titles: ["Dott"],
  threeSteps: ["in 3 passi"],
  advantageLabels: ["Il vantaggio"],
  stockFrames: ["Sotto il cofano\\s?:"],
  presentName: ["Ecco", "Questo è"],
  madeFor: ["Su misura per", "Pensato per"],
  forYou: ["questo è per (?:Lei|te)"],
  restrictions: ["solo su appuntamento"],
  onlyWords: ["solo"],
  onlyPrepositions: ["per", "su", "con"],
  hourWords: ["h"],
  priceFrom: ["da"],
  dayAbbreviations: ["lun", "mar", "mer", "gio", "ven", "sab", "dom"],
  dayNames: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
  rangeWords: ["a", "al"],
  listOpeners: ["ad es\\.", "tra cui"],
  etcWords: ["ecc"],
  goesOn: ["e", "a", "al"],
};
