import { perLanguage } from "@/lib/ai/language";

/** The copy writer's part of each language pack: lib/ai/language/packs/<xx>/text-ops-copies.ts. */
export type { CopyPack, CtaEntry, Entry, ToneWords } from "@/lib/ai/language";
export const COPY_PACKS = perLanguage((pack) => pack.textOpsCopies);
