import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pt } from "./pt";
import { tr } from "./tr";
import type { LanguageCode, LanguagePack } from "./types";

export { resolveLanguage } from "@/lib/ai/language";
export { LANGUAGE_CODES, type LanguageCode, type LanguagePack } from "./types";

export const LANGUAGE_PACKS: Readonly<Record<LanguageCode, LanguagePack>> = { en, de, fr, es, it, pt, nl, tr };
