import "server-only";
import { getEnv } from "@/lib/env";
import type { TextModel } from "./text-model";
import { createSegmenter, type Segmenter } from "./segmenter";
import type { ChatModelOptions } from "./providers/chat-completions";
import { builtInTextModel } from "./providers/built-in";
import { createRemoteTextModel } from "./providers/openai-compatible";
import type { SceneRenderer } from "./scene-renderer";
import { builtInSceneRenderer } from "./providers/built-in-renderer";
import { createInpaintingRenderer } from "./providers/inpainting-renderer";

let textModel: TextModel | undefined;
let segmenter: Segmenter | undefined;
let sceneRenderer: SceneRenderer | undefined;

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

/** The segmenter: an ONNX model file when SEGMENTER_MODEL_PATH names one, else the built-in one. */
export function getSegmenter(): Segmenter {
  if (segmenter) return segmenter;
  const env = getEnv();
  segmenter = env.SEGMENTER_MODEL_PATH
    ? createSegmenter({ kind: "onnx", modelPath: env.SEGMENTER_MODEL_PATH, inputSize: env.SEGMENTER_MODEL_INPUT_SIZE })
    : createSegmenter({ kind: "builtin" });
  return segmenter;
}

/** A vision-capable chat model for product captions, when one is configured. */
export function visionModelOptions(): ChatModelOptions | undefined {
  const env = getEnv();
  if (!env.TEXT_MODEL_URL || !env.VISION_MODEL_NAME) return undefined;
  return { url: env.TEXT_MODEL_URL, apiKey: env.TEXT_MODEL_KEY, model: env.VISION_MODEL_NAME, timeoutMs: env.TEXT_MODEL_TIMEOUT_MS };
}

/** The scene renderer: an Automatic1111-compatible inpainting server when INPAINTING_MODEL_URL names one, else the built-in compositor. */
export function getSceneRenderer(): SceneRenderer {
  if (sceneRenderer) return sceneRenderer;
  const env = getEnv();
  sceneRenderer = env.INPAINTING_MODEL_URL
    ? createInpaintingRenderer({ url: env.INPAINTING_MODEL_URL, apiKey: env.INPAINTING_MODEL_KEY, timeoutMs: env.INPAINTING_TIMEOUT_MS })
    : builtInSceneRenderer;
  return sceneRenderer;
}
