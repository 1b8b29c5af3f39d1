import "server-only";
import { getEnv } from "@/lib/env";
import type { TextModel } from "./text-model";
import { builtInTextModel } from "./providers/built-in";
import { createRemoteTextModel } from "./providers/openai-compatible";

let textModel: TextModel | undefined;

/** The one place a text model is chosen: a configured remote endpoint, else the built-in engine. */
export function getTextModel(): TextModel {
  if (textModel) return textModel;
  const env = getEnv();
  textModel = env.TEXT_MODEL_URL
    ? createRemoteTextModel({ url: env.TEXT_MODEL_URL, apiKey: env.TEXT_MODEL_KEY, model: env.TEXT_MODEL_NAME, timeoutMs: env.TEXT_MODEL_TIMEOUT_MS })
    : builtInTextModel;
  return textModel;
}

export function adTextSettings() {
  return { model: getTextModel(), textsPerProcess: getEnv().AD_TEXTS_PER_PROCESS };
}
