import type { CopyEngineWords } from "../copy-engine-types";

/** French words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "et|ou|mais",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["En bref:", "Voilà:", "Aperçu:", "Zoom:", "En un coup d’œil:", "Les faits:", "En détail:", "L’essentiel:", "À noter:", "En résumé:", "En quelques mots:", "Ce qu’il faut savoir:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "le la les l un une des de du d avec et pour est c ça voici en bref à au aux sur dans pensé pensée conçu conçue il elle découvrez découvre faites fais connaissance détails comment étapes étape choisissez choisis essayez essaie plus vous toi te votre ton qui a",
  /** Words after which a name made of a common noun needs its article (copy-engine/name-article.ts). */
  articleAfter: ["voici", "voilà", "découvrez", "découvre", "c’est", "c'est", "avec", "de", "pour", "chez", "à", "rejoignez", "rejoins"],
};
