import { de } from "@/lib/ai/language/packs/de/copy-engine";
import { en } from "@/lib/ai/language/packs/en/copy-engine";
import { es } from "@/lib/ai/language/packs/es/copy-engine";
import { fr } from "@/lib/ai/language/packs/fr/copy-engine";
import { it } from "@/lib/ai/language/packs/it/copy-engine";
import { nl } from "@/lib/ai/language/packs/nl/copy-engine";
import { pt } from "@/lib/ai/language/packs/pt/copy-engine";
import { tr } from "@/lib/ai/language/packs/tr/copy-engine";
import type { LanguageCode, LanguagePack } from "./types";

export { resolveLanguage } from "@/lib/ai/language";
export { LANGUAGE_CODES, type LanguageCode, type LanguagePack } from "./types";

export const LANGUAGE_PACKS: Readonly<Record<LanguageCode, LanguagePack>> = { en, de, fr, es, it, pt, nl, tr };
