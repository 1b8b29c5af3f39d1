import "server-only";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import { rewriteHeadline, suggestStrategies, writeAdCopies } from "@/lib/ai/text-ops";
import type { TextModel } from "@/lib/ai/text-model";

/** The deterministic copy engine and text-operation writers: no network, no model weights, no summarizer. */
export const builtInTextModel: TextModel = {
  name: "built-in copy engine",
  writeAdTexts: async (request) => generateAdTexts(request),
  adStrategies: async (request) => suggestStrategies(request),
  adCopies: async (request) => writeAdCopies(request),
  rewriteHeadline: async (request) => rewriteHeadline(request),
};
