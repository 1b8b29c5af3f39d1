import "server-only";
import type { AdStrategiesRequest, AdStrategy, TextModel } from "@/lib/ai/text-model";

/** Endpoint 6: strategies ranked for the product, audience and goal, from the configured text model. */
export function suggestAdStrategies(model: TextModel, input: AdStrategiesRequest): Promise<AdStrategy[]> {
  return model.adStrategies({
    productName: input.productName,
    productDescription: input.productDescription,
    targetAudience: input.targetAudience,
    adGoal: input.adGoal,
    currentStrategies: input.currentStrategies,
  });
}
