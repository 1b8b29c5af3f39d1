import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How Portuguese is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "Portuguese",
  names: ["pt", "por", "portuguese", "portugues", "portugiesisch", "portugais", "portoghese", "portugees", "portekizce"],
  functionWords: ["o", "os", "as", "e", "com", "para", "uma", "é", "do", "da", "dos", "que", "seu", "sua", "no", "na", "cada", "sem", "mais", "você"],
  letters: /[ãõ]/u,
  cutDangling: ["com", "os", "as", "do", "na", "no", "em", "seu", "sua", "um", "uma"],
  writing: PLAIN_WRITING,
};
