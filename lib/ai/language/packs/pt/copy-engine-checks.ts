import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in Portuguese (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["e", "ou", "com"],
  listGoesOn: ["e", "ou"],
  withWords: ["com"],
  runOnAbbreviations: ["max", "min", "etc"],
  titles: [],
  threeSteps: ["em 3 passos"],
  advantageLabels: ["A vantagem"],
  stockFrames: ["Por baixo do capô\\s?:"],
  presentName: ["Conheça", "Conhece", "Isto é"],
  madeFor: ["Feito para"],
  forYou: [],
  restrictions: ["apenas com marcação"],
  onlyWords: ["só", "apenas"],
  onlyPrepositions: ["com", "por", "na"],
  hourWords: ["h"],
  priceFrom: ["desde", "a partir de"],
  dayAbbreviations: ["seg", "ter", "qua", "qui", "sex", "sáb", "sab", "dom"],
  dayNames: [],
  rangeWords: ["a"],
  listOpeners: [],
  etcWords: ["etc"],
  goesOn: ["e", "a"],
};
