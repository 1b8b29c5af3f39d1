/**
 * The kinds of product a text-ops pack text is not for (lib/ai/text-ops/copy/kind.ts reads them with
 * kindAllows), named by what the wording does: each language's text-ops-words.ts gates its own texts with them.
 */
// Wording that hands over a thing ("grab yours"), stock that runs out, shopping for a favourite.
export const TAKE_HOME = "not-app not-saas not-local not-luxury";
export const STOCK = "not-app not-saas not-luxury";
export const HARD_SELL = "not-luxury";
export const RETAIL = "not-app not-saas";
