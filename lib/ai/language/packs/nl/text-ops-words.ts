import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** Dutch words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "je klanten",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Download de app", "Probeer {name}"],
    saas: ["Aan de slag", "Zo werkt het"],
    local: ["Kom langs", "Vind ons", "Loop vandaag binnen"],
    luxury: ["Ontdek {name}", "Bekijk de collectie"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Sla nu toe": HARD_SELL,
    "Sla nu toe!": HARD_SELL, "Mis het niet!": HARD_SELL, "Haal het vandaag nog in huis!": TAKE_HOME,
    "Grijp je kans": TAKE_HOME, "Verwen jezelf": "not-saas", "Vind je favoriet": RETAIL,
    "De voorraad is beperkt.": STOCK, "Alleen zolang de voorraad strekt.": STOCK, "Haal {name} in huis voordat het op is.": STOCK,
    "De actie loopt binnenkort af.": HARD_SELL, "{name}: zolang de voorraad strekt.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minuten: "min", seconden: "sec", kilometer: "km", kilogram: "kg", procent: "%", centimeter: "cm", millimeter: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["echt", "zichtbaar", "heel", "super", "ongelooflijk"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["die", "dat", "waar"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["en", "of", "maar"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: false,
};
