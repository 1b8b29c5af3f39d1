import { LANGUAGE_CODES, LANGUAGE_PACKS, type CopyPack, type LanguageCode } from "@/lib/ai/language";

/** The copy writer's part of each language pack: lib/ai/language/packs/<xx>/text-ops-copies.ts. */
export type { CopyPack, CtaEntry, Entry, ToneWords } from "@/lib/ai/language";
export const COPY_PACKS: Readonly<Record<LanguageCode, CopyPack>> = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGE_PACKS[code].textOpsCopies])) as Record<LanguageCode, CopyPack>;
