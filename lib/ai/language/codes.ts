/** The eight languages both text engines write; a language is added here and in each engine's packs. */
export const LANGUAGE_CODES = ["en", "de", "fr", "es", "it", "pt", "nl", "tr"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
