import { resolveLanguage, UnsupportedLanguageError, type LanguageCode } from "@/lib/ai/language";

/** A code or name the built-in writers can write, or UnsupportedLanguageError (the service turns it into AppError UnsupportedLanguage). */
export function requireLanguage(input: string): LanguageCode {
  const code = resolveLanguage(input);
  if (!code) throw new UnsupportedLanguageError(input);
  return code;
}
