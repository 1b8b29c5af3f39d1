/**
 * What a request asked that the built-in engine could not do as asked, in words for the user:
 * an instruction it does not understand, a tone it does not know, a brief in another language
 * than the copy. Returned next to the texts (the `warnings` of the Ads response), never an error.
 */
import { parseBrief } from "./brief";
import { parseCustomRequest } from "./custom-request";
import { resolveLanguage } from "./languages";
import { isKnownTone } from "./tones";

export type AdTextWarningCode = "InstructionNotUnderstood" | "ToneNotKnown" | "BriefLanguageDiffers";

export interface AdTextWarning {
  code: AdTextWarningCode;
  message: string;
}

export interface WarningRequest {
  productName: string;
  productDescription: string;
  targetAudience?: string;
  tone?: string;
  outputLanguage: string;
  customRequest?: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", de: "German", fr: "French", es: "Spanish", it: "Italian", pt: "Portuguese", nl: "Dutch", tr: "Turkish" };

/** Warnings for the built-in engine; `translates` when a text model writes (it translates a foreign brief itself). */
export function adTextWarnings(request: WarningRequest, translates = false): AdTextWarning[] {
  const warnings: AdTextWarning[] = [];
  for (const part of parseCustomRequest(request.customRequest).ignored) {
    warnings.push({ code: "InstructionNotUnderstood", message: `Not understood, so not applied: “${part}”. Try “mention …”, “avoid …”, “shorter”, “formal”.` });
  }
  if (request.tone?.trim() && !isKnownTone(request.tone)) {
    warnings.push({ code: "ToneNotKnown", message: `The tone “${request.tone.trim()}” is not one the engine knows; it wrote in a Professional tone. Known tones: Professional, Friendly, Witty, Luxurious, Bold, Urgent, Calm …` });
  }
  const language = resolveLanguage(request.outputLanguage);
  if (language && !translates) {
    const source = parseBrief(request, language).sourceLanguage;
    if (source) {
      warnings.push({
        code: "BriefLanguageDiffers",
        message: `The description is in ${LANGUAGE_NAMES[source] ?? source}, the copy in ${LANGUAGE_NAMES[language] ?? language}: without a text model the engine cannot translate, so it used only the product name, names and figures. Write the description in ${LANGUAGE_NAMES[language] ?? language} for richer copy.`,
      });
    }
  }
  return warnings;
}
