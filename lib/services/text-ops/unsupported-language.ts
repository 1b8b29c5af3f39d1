import "server-only";
import { UnsupportedLanguageError } from "@/lib/ai/copy-engine";
import { AppError } from "@/lib/errors";

/** A language the built-in writers cannot write is the caller's field, as for the Ads endpoint: UnsupportedLanguage naming it. */
export async function refuseUnsupportedLanguage<T>(field: string, value: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UnsupportedLanguageError) {
      throw new AppError("UnsupportedLanguage", `The built-in copy engine does not write "${value}". A text model is needed for it: configure TEXT_MODEL_URL.`, { field });
    }
    throw error;
  }
}
