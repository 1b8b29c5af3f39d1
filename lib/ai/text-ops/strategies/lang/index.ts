import { de } from "./de";
import type { LanguageCode } from "@/lib/ai/language";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pt } from "./pt";
import { tr } from "./tr";
import type { StrategyTexts } from "./types";

export type { StrategyTexts };
export const STRATEGY_TEXTS: Readonly<Record<LanguageCode, StrategyTexts>> = { en, de, fr, es, it, pt, nl, tr };
