import type { CopyEngineWords } from "../copy-engine-types";

/** Spanish words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "y|o|pero",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["En resumen:", "Aquí está:", "De un vistazo:", "En breve:", "Los datos:", "En detalle:", "Lo esencial:", "Dato:", "En pocas palabras:", "A saber:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "el la los las un una de del con y para es esto eso en a al por pensado pensada hecho hecha conozca conoce le te presentamos breve detalles cómo funciona pasos paso elige elija prueba pruebe usted ti su tu ventaja además se llama lo que",
  /** Words after which a name made of a common noun needs its article (copy-engine/name-article.ts). */
  articleAfter: ["conoce", "conozca", "presentamos", "descubre", "descubra", "es", "con", "de", "para", "a", "visita", "visite"],
};
