import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** English words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "your customers",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Download the app", "Try {name}"],
    saas: ["Get started", "See how it works"],
    local: ["Visit us", "Find us", "Drop by today"],
    luxury: ["Discover {name}", "Explore the collection"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Claim yours now": HARD_SELL,
    "Act now!": HARD_SELL, "Don't miss out!": HARD_SELL, "Grab yours today!": TAKE_HOME,
    "Grab yours now": TAKE_HOME, "Treat yourself": "not-saas", "Find your favourite": RETAIL,
    "Stocks are limited.": STOCK, "Only while stocks last.": STOCK, "Get {name} before it's gone.": STOCK, "The offer ends soon.": HARD_SELL,
    "{name}: while stocks last.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { minutes: "min", minute: "min", hours: "hrs", seconds: "sec", kilometres: "km", kilometers: "km", kilograms: "kg", percent: "%", centimetres: "cm", centimeters: "cm", millimetres: "mm", millimeters: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["visibly", "really", "truly", "very", "incredibly", "simply", "amazingly", "super"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set(["that", "which", "who"]),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["and", "or", "but", "so"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: true,
  /** The word for "for" that frames such a phrase (text-ops/rewrite/message.ts). */
  forWord: "for",
};
