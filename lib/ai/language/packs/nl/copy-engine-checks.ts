import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in Dutch (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["en", "of", "met"],
  listGoesOn: ["en"],
  withWords: ["met"],
  runOnAbbreviations: ["ca", "max", "min"],
  titles: [],
  threeSteps: ["in 3 stappen"],
  advantageLabels: ["Het voordeel"],
  stockFrames: ["Onder de motorkap\\s?:"],
  presentName: ["Maak kennis met", "Dit is"],
  madeFor: ["Gemaakt voor"],
  forYou: ["dit is voor (?:u|jullie)"],
  restrictions: ["alleen op afspraak"],
  onlyWords: ["alleen"],
  onlyPrepositions: ["op", "met"],
  hourWords: [],
  priceFrom: ["vanaf"],
  dayAbbreviations: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  dayNames: [],
  rangeWords: [],
  listOpeners: ["bijv\\.", "zoals"],
  etcWords: ["enz"],
  goesOn: ["tot"],
};
