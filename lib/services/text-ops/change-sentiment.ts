import "server-only";
import { randomInt } from "node:crypto";
import type { RewriteRequest, TextModel } from "@/lib/ai/text-model";
import { refuseUnsupportedLanguage } from "./unsupported-language";

export type ChangeSentimentInput = Omit<RewriteRequest, "seed">;

/** Endpoint 8: the headline in another tone, at most textLimit code points; the route answers it as a JSON string. */
export function changeSentiment(model: TextModel, input: ChangeSentimentInput): Promise<string> {
  return refuseUnsupportedLanguage("language", input.language ?? "", () =>
    model.rewriteHeadline({
      headLine: input.headLine,
      productName: input.productName,
      productDescription: input.productDescription,
      tone: input.tone,
      language: input.language,
      textLimit: input.textLimit,
      seed: randomInt(2 ** 31),
    }),
  );
}
