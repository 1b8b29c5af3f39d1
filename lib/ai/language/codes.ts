/** The eight languages both text engines write; a language is added here and in its folder of packs/ (packs/README.md). */
export const LANGUAGE_CODES = ["en", "de", "fr", "es", "it", "pt", "nl", "tr"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
