import "server-only";
import { randomInt } from "node:crypto";
import type { RewriteRequest, TextModel } from "@/lib/ai/text-model";
import type { TextOpWarning } from "@/lib/schemas/text-ops";
import { nameForCopy } from "../copy-name";
import { refuseUnsupportedLanguage } from "./unsupported-language";
import { changeSentimentWarnings } from "./warnings";

export type ChangeSentimentInput = Omit<RewriteRequest, "seed">;

/**
 * Endpoint 8: the headline in another tone, at most textLimit code points, and what could not be
 * done as asked. The route answers the text as a JSON string and the warnings in a header.
 */
export async function changeSentiment(model: TextModel, input: ChangeSentimentInput): Promise<{ text: string; warnings: TextOpWarning[] }> {
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
  return { text, warnings: changeSentimentWarnings(input, text, model.summarizeProductPage !== undefined) };
}
