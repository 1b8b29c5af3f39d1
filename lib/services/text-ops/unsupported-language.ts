import "server-only";
import { languageRefusal, UnsupportedLanguageError, type RefusalRequestFields } from "@/lib/ai/language";
import { AppError } from "@/lib/errors";

/**
 * The built-in writers refuse, before anything is written or charged, a language they cannot
 * write and copy in another language than its brief (they do not translate; issue #25). A text
 * model (`translates`) writes any language. The error is the caller's field: UnsupportedLanguage,
 * a 422 in the contract's error body, in words for the person in the studio.
 */
export function refuseLanguageBeforeWriting(field: string, request: RefusalRequestFields, translates: boolean): void {
  if (translates) return;
  const refusal = languageRefusal(request);
  if (refusal) throw new AppError("UnsupportedLanguage", refusal.message, { field });
}

/** A language the writer still turns down while writing (a remote model never does): the same error. */
export async function refuseUnsupportedLanguage<T>(field: string, value: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UnsupportedLanguageError) {
      const refusal = languageRefusal({ productName: "", productDescription: "", outputLanguage: value || error.language });
      throw new AppError("UnsupportedLanguage", refusal?.message ?? `The writer cannot write “${value}”.`, { field });
    }
    throw error;
  }
}
