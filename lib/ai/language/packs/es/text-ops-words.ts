import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** Spanish words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "tus clientes",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Descargar la app", "Probar {name}"],
    saas: ["Empezar", "Ver cómo funciona"],
    local: ["Ven a vernos", "Cómo llegar", "Pásate hoy"],
    luxury: ["Descubrir {name}", "Ver la colección"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Conseguirlo ya": HARD_SELL,
    "¡Actúa ya!": HARD_SELL, "¡No te lo pierdas!": HARD_SELL, "¡Consíguelo hoy!": TAKE_HOME,
    "Lo quiero ya": TAKE_HOME, "Darme un capricho": "not-saas", "Encontrar mi favorito": RETAIL,
    "Existencias limitadas.": STOCK, "Hasta agotar existencias.": STOCK, "{Hágase|Hazte} con {name} antes de que se agote.": STOCK,
    "La oferta termina pronto.": HARD_SELL, "{name}: hasta agotar existencias.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minutos: "min", horas: "h", segundos: "s", kilómetros: "km", kilogramos: "kg", centímetros: "cm", milímetros: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["realmente", "visiblemente", "muy", "súper", "increíblemente"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["que", "donde"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["y", "e", "o", "u", "pero"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: true,
  /** The word for "for" that frames such a phrase (text-ops/rewrite/message.ts). */
  forWord: "para",
};
