import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How Dutch is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "Dutch",
  names: ["nl", "nld", "dut", "dutch", "nederlands", "flemish", "vlaams", "niederlandisch", "neerlandais", "holandes", "olandese", "hollandaca", "felemenkce"],
  functionWords: ["de", "het", "een", "en", "met", "voor", "is", "van", "je", "jouw", "uw", "niet", "op", "die", "dat", "elke", "zonder", "meer", "zijn", "ook"],
  letters: null,
  cutDangling: ["of", "met", "voor", "het", "een", "van", "te", "op", "en", "uw", "je"],
  writing: PLAIN_WRITING,
};
