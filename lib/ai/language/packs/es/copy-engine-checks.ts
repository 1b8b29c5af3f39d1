import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in Spanish (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["y", "o", "con"],
  listGoesOn: ["y", "o"],
  withWords: ["con"],
  runOnAbbreviations: ["max", "min", "etc"],
  titles: ["Sr", "Sra"],
  threeSteps: ["en 3 pasos"],
  advantageLabels: ["La ventaja"],
  stockFrames: ["Bajo el capó\\s?:"],
  presentName: ["Conozca", "Conoce", "Te presentamos", "Esto es"],
  madeFor: ["Hecho para", "Pensado para"],
  forYou: ["esto es para (?:usted|ti)"],
  restrictions: ["(?:solo|sólo) con cita(?: previa)?"],
  onlyWords: ["solo", "sólo"],
  onlyPrepositions: ["con", "por", "mediante"],
  hourWords: ["h"],
  priceFrom: ["desde", "a partir de"],
  dayAbbreviations: ["lun", "mar", "mié", "jue", "vie", "sáb", "sab", "dom"],
  dayNames: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  rangeWords: ["a", "al"],
  listOpeners: ["incluido", "p\\.\\s?ej\\."],
  etcWords: ["etc"],
  goesOn: ["y", "a", "al"],
};
