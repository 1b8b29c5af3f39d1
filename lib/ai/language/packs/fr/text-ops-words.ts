import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** French words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "vos clients",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Télécharger l'app", "Essayer {name}"],
    saas: ["Commencer", "Voir comment ça marche"],
    local: ["Passez nous voir", "Nous trouver", "Venir aujourd'hui"],
    luxury: ["Découvrir {name}", "Explorer la collection"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "J'en profite maintenant": HARD_SELL,
    "Fonce !": HARD_SELL, "Ne rate pas ça !": HARD_SELL, "Profites-en aujourd'hui !": TAKE_HOME,
    "Je fonce": TAKE_HOME, "Se faire plaisir": "not-saas", "Trouver mon préféré": RETAIL,
    "Stock limité.": STOCK, "Dans la limite des stocks disponibles.": STOCK, "{Offrez-vous|Offre-toi} {name} avant la rupture de stock.": STOCK,
    "L'offre se termine bientôt.": HARD_SELL, "{name} : dans la limite des stocks.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minutes: "min", heures: "h", secondes: "s", kilomètres: "km", kilogrammes: "kg", centimètres: "cm", millimètres: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["vraiment", "visiblement", "très", "super", "incroyablement"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["qui", "que", "dont", "en"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["et", "ou", "mais"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: true,
  /** The word for "for" that frames such a phrase (text-ops/rewrite/message.ts). */
  forWord: "pour",
};
