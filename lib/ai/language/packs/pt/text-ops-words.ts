import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** Portuguese words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "seus clientes",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Baixar o app", "Experimentar {name}"],
    saas: ["Começar agora", "Ver como funciona"],
    local: ["Venha nos visitar", "Como chegar", "Passe aqui hoje"],
    luxury: ["Descobrir {name}", "Explorar a coleção"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Garanta já": HARD_SELL,
    "Aproveite já!": HARD_SELL, "Não perca!": HARD_SELL, "Garanta hoje mesmo!": TAKE_HOME,
    "Quero já": TAKE_HOME, "Me dar esse mimo": "not-saas", "Encontrar meu favorito": RETAIL,
    "Estoque limitado.": STOCK, "Enquanto durarem os estoques.": STOCK, "Garanta {name} antes que acabe.": STOCK,
    "A oferta termina em breve.": HARD_SELL, "{name}: enquanto durarem os estoques.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minutos: "min", horas: "h", segundos: "s", quilômetros: "km", quilómetros: "km", quilogramas: "kg", centímetros: "cm", milímetros: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["realmente", "visivelmente", "muito", "super", "incrivelmente"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["que", "onde"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["e", "ou", "mas"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: true,
  /** The word for "for" that frames such a phrase (text-ops/rewrite/message.ts). */
  forWord: "para",
};
