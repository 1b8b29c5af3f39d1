import type { CopyEngineWords } from "../copy-engine-types";

/** Italian words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "e|ed|o|ma",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["In breve:", "Ecco:", "In sintesi:", "I fatti:", "Nel dettaglio:", "L’essenziale:", "Da sapere:", "In poche parole:", "A colpo d’occhio:", "Curiosità:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "il lo la i gli le l un una uno di del della dei delle con e per è ecco in a al alla su misura pensato pensata fatto fatta presentiamo ti breve dettagli come funziona passi passo scegli scelga prova provi lei te suo tuo vantaggio inoltre anche si chiama che",
  /** Words after which a name made of a common noun needs its article (copy-engine/name-article.ts). */
  articleAfter: ["ecco", "scopri", "scoprite", "conosci", "conosce", "con", "di", "per", "da", "a", "è", "presentiamo"],
};
