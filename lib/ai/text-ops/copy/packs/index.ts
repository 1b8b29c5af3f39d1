import type { LanguageCode } from "../../language";
import { en } from "./en";
import type { CopyPack } from "./types";

export type { CopyPack };
export const COPY_PACKS: Readonly<Record<LanguageCode, CopyPack>> = { en, de: en, fr: en, es: en, it: en, pt: en, nl: en, tr: en };
