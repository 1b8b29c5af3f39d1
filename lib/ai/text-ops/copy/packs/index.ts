import { de } from "./de";
import type { LanguageCode } from "@/lib/ai/language";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pt } from "./pt";
import { tr } from "./tr";
import type { CopyPack } from "./types";

export type { CopyPack, CtaEntry, Entry, ToneWords } from "./types";
export const COPY_PACKS: Readonly<Record<LanguageCode, CopyPack>> = { en, de, fr, es, it, pt, nl, tr };
