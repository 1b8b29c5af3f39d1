import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How English is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "English",
  names: ["en", "eng", "english", "englisch", "anglais", "ingles", "inglese", "engels", "ingilizce"],
  functionWords: ["the", "and", "with", "for", "your", "you", "that", "this", "our", "are", "from", "of", "to", "is", "it", "in", "on", "every", "more", "who"],
  letters: null,
  cutDangling: ["a", "an", "the", "and", "or", "but", "with", "for", "to", "of", "in", "on", "at", "by", "from", "your", "our", "its", "as", "than", "that", "which", "who"],
  writing: { ...PLAIN_WRITING, shortFactMinWords: 3 },
};
