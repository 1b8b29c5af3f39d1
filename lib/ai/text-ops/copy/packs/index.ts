import { de } from "@/lib/ai/language/packs/de/text-ops-copies";
import type { LanguageCode } from "@/lib/ai/language";
import { en } from "@/lib/ai/language/packs/en/text-ops-copies";
import { es } from "@/lib/ai/language/packs/es/text-ops-copies";
import { fr } from "@/lib/ai/language/packs/fr/text-ops-copies";
import { it } from "@/lib/ai/language/packs/it/text-ops-copies";
import { nl } from "@/lib/ai/language/packs/nl/text-ops-copies";
import { pt } from "@/lib/ai/language/packs/pt/text-ops-copies";
import { tr } from "@/lib/ai/language/packs/tr/text-ops-copies";
import type { CopyPack } from "./types";

export type { CopyPack, CtaEntry, Entry, ToneWords } from "./types";
export const COPY_PACKS: Readonly<Record<LanguageCode, CopyPack>> = { en, de, fr, es, it, pt, nl, tr };
