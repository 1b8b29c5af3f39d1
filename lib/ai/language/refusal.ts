/**
 * What the built-in writers (the copy engine and text-ops) refuse to write, before anything is
 * written or charged (issue #25): a language they have no patterns for (Japanese, Polish), and copy
 * in another language than the brief's, which they would have to translate. The messages are for the person in the studio: they
 * say what works and what an administrator can set up, never a setting's internal name.
 */
import { LANGUAGE_CODES, type LanguageCode } from "./codes";
import { detectLanguage } from "./detect-language";
import { resolveLanguage } from "./names";
import { LANGUAGE_IDENTITIES } from "./packs/identities";

/** A language the built-in writers cannot write, thrown while writing (the services turn it into AppError UnsupportedLanguage). */
export class UnsupportedLanguageError extends Error {
  constructor(readonly language: string) {
    super(`The built-in copy engine cannot write "${language}"`);
    this.name = "UnsupportedLanguageError";
  }
}

/** Each language's name in English (packs/<xx>/language.ts), as the messages say it. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, LANGUAGE_IDENTITIES[code].name]),
) as Record<LanguageCode, string>;

const WRITES = `${LANGUAGE_CODES.slice(0, -1).map((c) => LANGUAGE_NAMES[c]).join(", ")} and ${LANGUAGE_NAMES[LANGUAGE_CODES.at(-1)!]}`;
const ADMIN = "An administrator can connect a text model to this studio (server settings, text model) to write other languages and to translate.";

export interface LanguageRefusal {
  reason: "LanguageNotWritten" | "BriefInOtherLanguage";
  message: string;
}

export interface RefusalRequestFields {
  productName: string;
  productDescription: string;
  targetAudience?: string;
  outputLanguage: string;
}

/** Null when the built-in engine can write the copy; otherwise why not, in plain words. */
export function languageRefusal(request: RefusalRequestFields): LanguageRefusal | null {
  const language = resolveLanguage(request.outputLanguage);
  if (!language) {
    return {
      reason: "LanguageNotWritten",
      message: `The built-in writer cannot write “${request.outputLanguage.trim()}”. It writes ${WRITES}, from a description in the same language. ${ADMIN}`,
    };
  }
  // The brief reader's own test (brief.ts readBrief), without reading the whole brief: this runs on the request's thread.
  const detected = detectLanguage(`${request.productDescription ?? ""} ${request.targetAudience ?? ""}`);
  const source = detected && detected !== language ? detected : null;
  if (!source) return null;
  const from = LANGUAGE_NAMES[source as LanguageCode] ?? source;
  const to = LANGUAGE_NAMES[language];
  return {
    reason: "BriefInOtherLanguage",
    message: `The description is in ${from}, the copy is asked in ${to}: the built-in writer does not translate, and copy mixing both would not run. Write the description in ${to}, or ask for ${from} copy. ${ADMIN}`,
  };
}
