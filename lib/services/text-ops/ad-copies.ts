import "server-only";
import { randomInt } from "node:crypto";
import type { AdCopies, AdCopiesRequest, TextModel } from "@/lib/ai/text-model";
import { refuseUnsupportedLanguage } from "./unsupported-language";

export type AdCopiesInput = Omit<AdCopiesRequest, "seed">;

/** Endpoint 7. Each call is seeded afresh, so asking again gives other copies. */
export function writeAdCopies(model: TextModel, input: AdCopiesInput): Promise<AdCopies> {
  return refuseUnsupportedLanguage("outputLanguage", input.outputLanguage, () =>
    model.adCopies({
      productName: input.productName,
      productDescription: input.productDescription,
      strategy: input.strategy,
      cta: input.cta,
      outputLanguage: input.outputLanguage,
      tone: input.tone,
      targetAudience: input.targetAudience,
      isLongHeadline: input.isLongHeadline,
      seed: randomInt(2 ** 31),
    }),
  );
}
