import { de } from "@/lib/ai/language/packs/de/text-ops-strategies";
import type { LanguageCode } from "@/lib/ai/language";
import { en } from "@/lib/ai/language/packs/en/text-ops-strategies";
import { es } from "@/lib/ai/language/packs/es/text-ops-strategies";
import { fr } from "@/lib/ai/language/packs/fr/text-ops-strategies";
import { it } from "@/lib/ai/language/packs/it/text-ops-strategies";
import { nl } from "@/lib/ai/language/packs/nl/text-ops-strategies";
import { pt } from "@/lib/ai/language/packs/pt/text-ops-strategies";
import { tr } from "@/lib/ai/language/packs/tr/text-ops-strategies";
import type { StrategyTexts } from "./types";

export type { StrategyTexts };
export const STRATEGY_TEXTS: Readonly<Record<LanguageCode, StrategyTexts>> = { en, de, fr, es, it, pt, nl, tr };
