import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** German words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "Ihre Kundschaft",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["App herunterladen", "{name} ausprobieren"],
    saas: ["Jetzt starten", "So funktioniert's"],
    local: ["Vorbeikommen", "So finden Sie uns", "Heute vorbeischauen"],
    luxury: ["{name} entdecken", "Kollektion ansehen"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Jetzt zugreifen": HARD_SELL,
    "Jetzt zugreifen!": HARD_SELL, "Nicht verpassen!": HARD_SELL, "Sichere dir deins noch heute!": TAKE_HOME,
    "Jetzt zuschlagen": TAKE_HOME, "Gönn dir was": "not-saas", "Lieblingsstück finden": RETAIL,
    "Der Vorrat ist begrenzt.": STOCK, "Nur solange der Vorrat reicht.": STOCK, "{Sichern Sie sich|Sichere dir} {name}, solange der Vorrat reicht.": STOCK,
    "Das Angebot endet bald.": HARD_SELL, "{name}: nur solange der Vorrat reicht.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minuten: "min", stunden: "h", sekunden: "s", kilometer: "km", kilogramm: "kg", prozent: "%", zentimeter: "cm", millimeter: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["wirklich", "sichtbar", "echt", "super", "unglaublich"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["in"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["und", "oder", "aber", "sowie"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: false,
};
