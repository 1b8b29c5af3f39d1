import "server-only";
import { randomInt } from "node:crypto";
import type { RewriteRequest, TextModel } from "@/lib/ai/text-model";
import type { TextOpWarning } from "@/lib/schemas/text-ops";
import { nameForCopy } from "../copy-name";
import { detectLanguage, LANGUAGE_NAMES, resolveLanguage } from "@/lib/ai/language";
import { AppError } from "@/lib/errors";
import { refuseUnsupportedLanguage } from "./unsupported-language";
import { changeSentimentWarnings } from "./warnings";

export type ChangeSentimentInput = Omit<RewriteRequest, "seed">;

/**
 * Endpoint 8: the headline in another tone, at most textLimit code points, and what could not be
 * done as asked. The route answers the text as a JSON string and the warnings in a header.
 */
export async function changeSentiment(model: TextModel, input: ChangeSentimentInput): Promise<{ text: string; warnings: TextOpWarning[] }> {
  const translates = model.summarizeProductPage !== undefined;
  if (!translates) refuseTranslation(input);
  const text = await refuseUnsupportedLanguage("language", input.language ?? "", () =>
    model.rewriteHeadline({
      headLine: input.headLine,
      productName: nameForCopy(input.productName),
      productDescription: input.productDescription,
      tone: input.tone,
      language: input.language,
      textLimit: input.textLimit,
      seed: randomInt(2 ** 31),
    }),
  );
  // A text model (it has a page summarizer; the built-in engine has none) reads any tone and translates.
  return { text, warnings: changeSentimentWarnings(input, text, translates) };
}

/**
 * A headline in one language rewritten in another is a translation: the built-in writers do not
 * translate, and a rewrite from the description would not keep the headline's message (issue #25).
 */
function refuseTranslation(input: ChangeSentimentInput): void {
  const asked = input.language?.trim() ? resolveLanguage(input.language) : null;
  const written = detectLanguage(input.headLine, 2);
  if (!asked || !written || asked === written) return;
  const from = LANGUAGE_NAMES[written];
  const to = LANGUAGE_NAMES[asked];
  throw new AppError(
    "UnsupportedLanguage",
    `The headline is in ${from}, the rewrite is asked in ${to}: the built-in writer does not translate. Leave the language empty (or ${from}) to rewrite it in ${from}, or send a ${to} headline. An administrator can connect a text model to this studio (server settings, text model) to translate.`,
    { field: "language" },
  );
}
