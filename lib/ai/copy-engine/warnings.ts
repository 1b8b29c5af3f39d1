/**
 * What a request asked that the built-in engine could not do as asked, in words for the user:
 * an instruction it does not understand, a tone it does not know, a brief in another language
 * than the copy. Returned next to the texts (the `warnings` of the Ads response), never an error.
 */
import { isKnownTone, LANGUAGE_NAMES, licenseOf, parseBrief } from "@/lib/ai/language";
import { parseCustomRequest } from "./custom-request";
import { resolveLanguage } from "./languages";
import { briefTypos } from "./vocabulary";

export type AdTextWarningCode = "InstructionNotUnderstood" | "ToneNotKnown" | "BriefLanguageDiffers" | "ProblemNotInBrief" | "PossibleTypo";

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
  cta?: string;
  /** The AdTextType; the problem-led frameworks need a problem from the brief. */
  type?: number;
}

/** PAS, Problem-Agitate-Solution-Benefit, Before-After-Bridge and the like open with the reader's problem. */
export const PROBLEM_LED_TYPES: ReadonlySet<number> = new Set([2, 5, 6, 13, 17]);

/** Warnings for the built-in engine; `translates` when a text model writes (it translates a foreign brief itself). */
export function adTextWarnings(request: WarningRequest, translates = false): AdTextWarning[] {
  const warnings: AdTextWarning[] = [];
  for (const part of parseCustomRequest(request.customRequest).ignored) {
    warnings.push({ code: "InstructionNotUnderstood", message: `Not understood, so not applied: “${part}”. Try “mention …”, “avoid …”, “shorter”, “formal”.` });
  }
  if (request.tone?.trim() && !isKnownTone(request.tone)) {
    warnings.push({ code: "ToneNotKnown", message: `The tone “${request.tone.trim()}” is not one the engine knows; it wrote in a Professional tone. Known tones: Professional, Friendly, Witty, Luxurious, Bold, Urgent, Calm …` });
  }
  if (!translates && request.type !== undefined && PROBLEM_LED_TYPES.has(request.type) && !licenseOf(request).categories.has("pain")) {
    warnings.push({
      code: "ProblemNotInBrief",
      message: "This framework opens with the customer's problem, and the brief names none, so the texts open with who the product is for and what it has instead. Name the problem (“for people who struggle to…”) in the description or audience for problem-led copy.",
    });
  }
  const language = resolveLanguage(request.outputLanguage);
  const typos = language && !translates ? briefTypos(request, language) : [];
  if (typos.length) {
    const list = typos.map((t) => `“${t.word}” (“${t.likely}”?)`).join(", ");
    warnings.push({ code: "PossibleTypo", message: `The brief may have a typo: ${list}. The engine left out the phrase that holds it rather than copy it; correct the brief to have it used.` });
  }
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
