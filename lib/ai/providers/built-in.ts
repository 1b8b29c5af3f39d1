import "server-only";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import type { TextModel } from "@/lib/ai/text-model";

/** The deterministic copy engine: no network, no model weights. */
export const builtInTextModel: TextModel = {
  name: "built-in copy engine",
  writeAdTexts: async (request) => generateAdTexts(request),
};
