import "server-only";
import { UnsupportedLanguageError } from "@/lib/ai/copy-engine";
import { ApiError } from "@/lib/http/errors";

/** A language the built-in writers cannot write is the caller's field, as for the Ads endpoint: 422 naming it. */
export async function refuseUnsupportedLanguage<T>(field: string, value: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UnsupportedLanguageError) {
      throw new ApiError(422, { [field]: [`The built-in copy engine does not write "${value}". A text model is needed for it: configure TEXT_MODEL_URL.`] });
    }
    throw error;
  }
}
