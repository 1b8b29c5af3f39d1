import { perLanguage } from "@/lib/ai/language";

/**
 * Each tone's shortest words, for rewrites at tight limits (30 to 40 characters) where the pack's
 * lead-ins and closers ("Quietly exceptional", "Your future self says thanks.") no longer fit: a
 * word or two before a colon ("Now:", "Psst:") or a one-word closing line ("Period.", "Relax."),
 * so fifteen tones do not come back as one message with fifteen kinds of punctuation. Each tone's
 * words are its own in its language; none is a claim about the product.
 */
export type { ShortToneWords } from "@/lib/ai/language";

/** Each language's words: lib/ai/language/packs/<xx>/text-ops-short-words.ts. */
export const SHORT_TONE_WORDS = perLanguage((pack) => pack.textOpsShortWords);
