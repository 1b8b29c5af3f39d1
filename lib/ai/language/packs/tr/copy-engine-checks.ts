import type { CopyEngineChecks } from "../copy-engine-checks-types";

/** The words the copy engine's score checks look for in Turkish (regular-expression pieces; ../copy-engine-checks-types.ts says where each is read). */
export const copyEngineChecks: CopyEngineChecks = {
  joiners: ["ve", "ile"],
  listGoesOn: ["ve"],
  withWords: [],
  runOnAbbreviations: [],
  titles: [],
  threeSteps: [],
  advantageLabels: [],
  stockFrames: ["(?:Kaputun altında|Özünde|Özenle tasarlandı)\\s?:", "(?:^|[.!?]\\s+)(?:Cidden|Hiç uğraşmadan)[.!]", "selamlıyor!", "Kararı (?:siz verin|sen ver)", "kendini anlatır", "(?:^|[.!?]\\s+|\\n)(?:Tanışın|Tanış|Tanıştıralım|Adımınızı atın|Adımını at)\\s?:", "Tartışma bitti", "Bahane yok", "pişman olan yok"],
  presentName: ["İşte"],
  madeFor: [],
  forYou: [],
  restrictions: [],
  onlyWords: ["sadece"],
  onlyPrepositions: [],
  hourWords: [],
  priceFrom: [],
  dayAbbreviations: [],
  dayNames: [],
  rangeWords: [],
  listOpeners: [],
  etcWords: [],
  goesOn: [],
};
