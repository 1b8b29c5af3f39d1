import { adTextWarnings } from "@/lib/ai/copy-engine";
import { detectLanguage, resolveLanguage } from "@/lib/ai/language";
import { familyOf, resolveTone } from "@/lib/ai/text-ops";
import { DEFAULT_TONE } from "@/lib/ai/text-ops";
import { figuresLeftOut } from "@/lib/ai/text-ops";
import type { TextOpWarning } from "@/lib/schemas/text-ops";

/**
 * What AdCopies and ChangeSentiment could not do as asked, in words for the user, returned next to
 * the text (never an error), as the Ads response does. A text model (`translates`) reads any tone
 * or strategy and translates by itself: then only what the text itself shows is reported.
 */

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", de: "German", fr: "French", es: "Spanish", it: "Italian", pt: "Portuguese", nl: "Dutch", tr: "Turkish" };
const languageName = (code: string) => LANGUAGE_NAMES[code] ?? code;

/** The text operations take a tone by name or a description naming one ("a calm voice"); anything else is written Professional. */
function toneWarning(tone: string | undefined): TextOpWarning[] {
  const asked = tone?.trim();
  if (!asked || resolveTone(asked).key !== DEFAULT_TONE || /\bprofessional\b/iu.test(asked)) return [];
  return [
    {
      code: "ToneNotKnown",
      message: `The tone “${asked}” is not one the engine knows; it wrote in a Professional tone. Known tones: Professional, Friendly, Witty, Luxurious, Bold, Urgent, Calm, Minimalist …`,
    },
  ];
}

export interface AdCopiesWarningInput {
  productName: string;
  productDescription: string;
  targetAudience: string;
  tone: string;
  outputLanguage: string;
  strategy?: string;
}

export function adCopiesWarnings(input: AdCopiesWarningInput, translates: boolean): TextOpWarning[] {
  if (translates) return [];
  const warnings: TextOpWarning[] = [];
  const strategy = input.strategy?.trim();
  if (strategy && familyOf(strategy) === null) {
    warnings.push({
      code: "InstructionNotUnderstood",
      message: `The strategy “${strategy}” is not one the engine knows, so the copies follow no strategy. Use a name from AdStrategies, such as “Scarcity” or “Social proof”.`,
    });
  }
  warnings.push(...toneWarning(input.tone));
  // The brief's language against the copy's: the copy engine's own finding and words, as on Ads.
  const { productName, productDescription, targetAudience, outputLanguage } = input;
  for (const w of adTextWarnings({ productName, productDescription, targetAudience, outputLanguage })) if (w.code === "BriefLanguageDiffers") warnings.push({ code: w.code, message: w.message });
  return warnings;
}

export interface ChangeSentimentWarningInput {
  headLine: string;
  productName: string;
  tone?: string;
  language?: string;
  textLimit: number;
}

export function changeSentimentWarnings(input: ChangeSentimentWarningInput, text: string, translates: boolean): TextOpWarning[] {
  const warnings: TextOpWarning[] = [];
  const asked = input.language?.trim() ? resolveLanguage(input.language) : null;
  const written = detectLanguage(input.headLine, 2);
  const crossed = asked !== null && written !== null && asked !== written;
  if (!translates) {
    warnings.push(...toneWarning(input.tone));
    if (crossed) {
      warnings.push({
        code: "BriefLanguageDiffers",
        message: `The headline is in ${languageName(written)}, the rewrite in ${languageName(asked)}: without a text model the engine cannot translate, so it wrote from the product name and the description instead. Write the headline in ${languageName(asked)} to keep its message.`,
      });
    }
  }
  // Figures are the same in every language: a text in another language is checked too, unless it was translated anew.
  if (!crossed || translates) {
    const left = figuresLeftOut(input.headLine, text, input.productName.trim());
    if (left.length) {
      const list = left.map((f) => `“${f}”`).join(", ");
      warnings.push({
        code: "FactDropped",
        message: `To fit ${input.textLimit} characters the rewrite left out ${list}. Allow more characters to keep ${left.length === 1 ? "it" : "them"}.`,
      });
    }
  }
  return warnings;
}

/**
 * Warnings as one header value: JSON with every non-ASCII UTF-16 unit \u-escaped, as a header must
 * be. Matched per unit (no `u` flag), so a character beyond the basic plane (an emoji) becomes its
 * surrogate pair, which JSON reads back as the same character.
 */
export function warningsHeader(warnings: readonly TextOpWarning[]): string {
  return JSON.stringify(warnings).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
