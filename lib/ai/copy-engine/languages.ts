import { perLanguage } from "@/lib/ai/language";

/**
 * The copy engine's part of each language pack (lib/ai/language/packs/<xx>/copy-engine.ts): its
 * sentence patterns per move, tone lexicons, default calls to action and quotes, with the language
 * core's reading pack spread in. Here a "language pack" means that part only.
 */
export type { CopyEnginePack as LanguagePack, FactCues, Goal, LanguageCode, PatternEntry, ToneLexicon } from "@/lib/ai/language";
export { LANGUAGE_CODES, resolveLanguage } from "@/lib/ai/language";

export const LANGUAGE_PACKS = perLanguage((pack) => pack.copyEngine);
