import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How French is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "French",
  names: ["fr", "fra", "fre", "french", "francais", "franzosisch", "frances", "francese", "frans", "fransizca"],
  functionWords: ["le", "la", "les", "et", "avec", "pour", "une", "des", "est", "votre", "vos", "ton", "ta", "tes", "du", "au", "aux", "qui", "sur", "dans", "chaque", "sans", "à", "jusqu", "où", "ce", "cette", "très", "vous", "nous"],
  letters: /[œùûëï]/u,
  cutDangling: ["et", "ou", "avec", "pour", "le", "la", "les", "un", "une", "des", "de", "du", "à", "au", "aux", "en", "votre", "vos", "ton", "ta", "tes", "sur", "par"],
  writing: { ...PLAIN_WRITING, punctuation: "french-spacing", stopAfterQuote: true },
};
