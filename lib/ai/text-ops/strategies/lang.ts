import { LANGUAGE_CODES, LANGUAGE_PACKS, type LanguageCode, type StrategyTexts } from "@/lib/ai/language";

/** Each language's strategy names and rationales: lib/ai/language/packs/<xx>/text-ops-strategies.ts. */
export type { StrategyTexts } from "@/lib/ai/language";
export const STRATEGY_TEXTS: Readonly<Record<LanguageCode, StrategyTexts>> = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGE_PACKS[code].textOpsStrategies])) as Record<LanguageCode, StrategyTexts>;
