import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How German is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "German",
  names: ["de", "deu", "ger", "german", "deutsch", "allemand", "aleman", "tedesco", "alemao", "duits", "almanca"],
  functionWords: ["der", "die", "das", "und", "mit", "für", "ist", "ein", "eine", "dein", "deine", "ihr", "ihre", "nicht", "auf", "zu", "den", "dem", "sie", "jeden", "noch", "im"],
  letters: /[äöüß]/u,
  cutDangling: ["und", "oder", "aber", "mit", "für", "zu", "von", "im", "am", "auf", "bis", "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "ihr", "ihre", "dein", "deine", "sowie"],
  writing: { ...PLAIN_WRITING, quotes: { open: "„‚", close: "“‘" }, nounsCapitalised: true, capitalAfterColon: true },
};
