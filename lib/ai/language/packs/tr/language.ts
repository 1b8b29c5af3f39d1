import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How Turkish is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "Turkish",
  names: ["tr", "tur", "turkish", "turkce", "turkisch", "turc", "turco", "turks"],
  functionWords: ["ve", "ile", "için", "bir", "bu", "daha", "çok", "her", "olan", "gibi", "sizin", "senin", "ama", "kadar", "en", "de", "da", "mi"],
  letters: /[ğışİ]/u,
  cutDangling: [],
  writing: PLAIN_WRITING,
};
