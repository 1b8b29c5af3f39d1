import { HARD_SELL, RETAIL, STOCK, TAKE_HOME } from "../text-ops-gates";
import type { TextOpsWords } from "../text-ops-types";

/** Turkish words the text operations' code uses beside the patterns. */
export const textOpsWords: TextOpsWords = {
  /** Who a strategy's rationale speaks of when the brief's audience is too long to quote (text-ops/strategies). */
  anyAudience: "müşterileriniz",
  /** Calls to action of the kinds of product that ask for their own, in the order of their icons (text-ops/copy/kind.ts). */
  kindCtas: {
    app: ["Uygulamayı indir", "{name} uygulamasını dene"],
    saas: ["Hemen başla", "Nasıl çalıştığını gör"],
    local: ["Bize uğra", "Yol tarifi al", "Bugün uğra"],
    luxury: ["{name} koleksiyonunu keşfet", "Koleksiyonu incele"],
  },
  /** Texts of this language's text-ops-copies.ts a kind of product may not get, keyed by the exact text (text-ops/copy/kind.ts). */
  kindGates: {
    "Hemen yakala": HARD_SELL,
    "Hemen harekete geç!": HARD_SELL, "Kaçırma!": HARD_SELL, "Bugün senin olsun!": TAKE_HOME,
    "Kaçırma, hemen al": TAKE_HOME, "Kendini şımart": "not-saas", "Favorini bul": RETAIL,
    "Stoklar sınırlı.": STOCK, "Stoklarla sınırlıdır.": STOCK, "Tükenmeden {name} {sahibi olun|sahibi ol}.": STOCK,
    "Kampanya yakında bitiyor.": HARD_SELL, "{name}: stoklarla sınırlı.": STOCK,
  },
  /** Units written out after a number and their usual abbreviation (text-ops/rewrite/compact.ts). */
  units: { dakika: "dk", saniye: "sn", kilometre: "km", kilogram: "kg", santimetre: "cm", milimetre: "mm" },
  /** Words that only intensify: dropping them keeps the claim (text-ops/rewrite/compact.ts). */
  intensifiers: new Set(["gerçekten", "çok", "süper", "inanılmaz"]),
  /** Words that start a phrase beyond text-ops-copies.ts' breakBefore: relative pronouns, a few prepositions (text-ops/rewrite/message.ts). */
  phraseStarts: new Set<string>(),
  /** Conjunctions: a phrase opening with one leans on the phrase before it (text-ops/rewrite/message.ts). */
  conjunctions: new Set(["ve", "veya", "ama", "fakat", "ancak", "hem"]),
  /** Whether a phrase like "with X" may open the sentence before a comma (text-ops/rewrite/message.ts). */
  frontsPhrase: false,
};
