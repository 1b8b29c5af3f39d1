import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How Spanish is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "Spanish",
  names: ["es", "spa", "spanish", "espanol", "castellano", "spanisch", "espagnol", "spagnolo", "espanhol", "spaans", "ispanyolca"],
  functionWords: ["el", "los", "las", "y", "con", "para", "una", "es", "tu", "tus", "su", "sus", "del", "que", "por", "en", "cada", "sin", "más", "al", "desde", "hasta", "quienes", "está", "muy", "lo", "nuestro", "nuestra", "usted"],
  letters: /[ñ¿¡]/u,
  cutDangling: ["y", "o", "con", "para", "el", "los", "las", "del", "al", "por", "su", "sus", "tu", "tus"],
  writing: { ...PLAIN_WRITING, punctuation: "spanish-marks", stopAfterQuote: true },
};
