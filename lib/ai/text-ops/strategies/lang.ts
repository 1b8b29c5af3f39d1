import { perLanguage } from "@/lib/ai/language";

/** Each language's strategy names and rationales: lib/ai/language/packs/<xx>/text-ops-strategies.ts. */
export type { StrategyTexts } from "@/lib/ai/language";
export const STRATEGY_TEXTS = perLanguage((pack) => pack.textOpsStrategies);
