import { PLAIN_WRITING, type LanguageIdentity } from "../language-types";

/** How Italian is named, recognised and cut: words only, so browser code may read it. */
export const language: LanguageIdentity = {
  name: "Italian",
  names: ["it", "ita", "italian", "italiano", "italienisch", "italien", "italiaans", "italyanca"],
  functionWords: ["il", "lo", "gli", "e", "con", "per", "una", "è", "di", "della", "del", "che", "tuo", "tua", "nel", "nella", "ogni", "senza", "più", "sono", "alla", "fino", "chi", "dal", "dalla", "dei", "delle", "anche", "questo", "questa"],
  letters: null,
  cutDangling: ["e", "lo", "gli", "il", "di", "da", "per", "sul", "nel"],
  writing: { ...PLAIN_WRITING, stopAfterQuote: true },
};
