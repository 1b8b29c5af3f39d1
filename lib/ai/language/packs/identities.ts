/**
 * Every language's identity (packs/<xx>/language.ts: its names, function words, letters), apart
 * from LANGUAGE_PACKS (./index.ts) because browser code reads it: detect-language.ts and cut.ts
 * would otherwise put every pack's patterns in a page's first load. The same objects are the
 * packs' `language` part.
 */
import type { LanguageCode } from "../codes";
import { language as de } from "./de/language";
import { language as en } from "./en/language";
import { language as es } from "./es/language";
import { language as fr } from "./fr/language";
import { language as it } from "./it/language";
import type { LanguageIdentity } from "./language-types";
import { language as nl } from "./nl/language";
import { language as pt } from "./pt/language";
import { language as tr } from "./tr/language";

export const LANGUAGE_IDENTITIES: Readonly<Record<LanguageCode, LanguageIdentity>> = { en, de, fr, es, it, pt, nl, tr };
