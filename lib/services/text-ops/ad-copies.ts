import "server-only";
import { randomInt } from "node:crypto";
import type { AdCopies, AdCopiesRequest, TextModel } from "@/lib/ai/text-model";
import type { TextOpWarning } from "@/lib/schemas/text-ops";
import { nameForCopy } from "../copy-name";
import { refuseLanguageBeforeWriting, refuseUnsupportedLanguage } from "./unsupported-language";
import { adCopiesWarnings } from "./warnings";

export type AdCopiesInput = Omit<AdCopiesRequest, "seed">;

/** Endpoint 7. Each call is seeded afresh, so asking again gives other copies; `warnings` say what could not be done as asked. */
export async function writeAdCopies(model: TextModel, input: AdCopiesInput): Promise<AdCopies & { warnings: TextOpWarning[] }> {
  const translates = model.summarizeProductPage !== undefined;
  refuseLanguageBeforeWriting("outputLanguage", input, translates);
  const copies = await refuseUnsupportedLanguage("outputLanguage", input.outputLanguage, () =>
    model.adCopies({
      productName: nameForCopy(input.productName),
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
  // A text model (it has a page summarizer; the built-in engine has none) reads any tone or strategy and translates.
  return { ...copies, warnings: adCopiesWarnings(input, translates) };
}
