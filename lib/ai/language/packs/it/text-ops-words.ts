import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** Italian words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "i tuoi clienti",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Scarica l'app", "Prova {name}"],
    saas: ["Inizia ora", "Scopri come funziona"],
    local: ["Passa a trovarci", "Come raggiungerci", "Vieni oggi"],
    luxury: ["Scopri {name}", "Esplora la collezione"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Approfittane ora": HARD_SELL,
    "Agisci ora!": HARD_SELL, "Non perdertelo!": HARD_SELL, "Approfittane oggi!": TAKE_HOME,
    "Prendilo subito": TAKE_HOME, "Concediti un piacere": "not-saas", "Trova il tuo preferito": RETAIL,
    "Disponibilità limitata.": STOCK, "Fino a esaurimento scorte.": STOCK, "{Si assicuri|Assicurati} {name} prima che finisca.": STOCK,
    "L'offerta finisce presto.": HARD_SELL, "{name}: fino a esaurimento scorte.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minuti: "min", secondi: "s", chilometri: "km", chilogrammi: "kg", centimetri: "cm", millimetri: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["davvero", "visibilmente", "molto", "super", "incredibilmente"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["che", "dove"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["e", "ed", "o", "ma"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: true,
  /** The word for "for" that frames such a phrase (text-ops/rewrite/message.ts). */
  forWord: "per",
};
