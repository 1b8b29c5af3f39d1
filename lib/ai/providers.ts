import "server-only";
import { ConfigError, getEnv } from "@/lib/env";
import type { TextModel } from "./text-model";
import { createSegmenter, type Segmenter } from "./segmenter";
import type { ChatModelOptions } from "./providers/chat-completions";
import { builtInTextModel } from "./providers/built-in";
import { createRemoteTextModel } from "./providers/openai-compatible";
import type { SceneRenderer } from "./scene-renderer";
import { builtInSceneRenderer } from "./providers/built-in-renderer";
import { createInpaintingRenderer, InpaintingSettingsError } from "./providers/inpainting-renderer";

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

/**
 * The scene renderer: a generative back end when INPAINTING_MODEL_URL names one (its protocol in
 * INPAINTING_MODEL_PROTOCOL), else the built-in compositor. Settings that cannot work throw a
 * ConfigError naming them: start-up calls this, so a bad workflow stops the server at once.
 */
export function getSceneRenderer(): SceneRenderer {
  if (sceneRenderer) return sceneRenderer;
  const env = getEnv();
  if (!env.INPAINTING_MODEL_URL) {
    if (env.INPAINTING_WORKFLOW) throw new ConfigError("Invalid configuration: INPAINTING_WORKFLOW is set but INPAINTING_MODEL_URL is not (the ComfyUI server's URL, e.g. http://127.0.0.1:8188).");
    return (sceneRenderer = builtInSceneRenderer);
  }
  try {
    sceneRenderer = createInpaintingRenderer({
      protocol: env.INPAINTING_MODEL_PROTOCOL,
      url: env.INPAINTING_MODEL_URL,
      key: env.INPAINTING_MODEL_KEY,
      modelName: env.INPAINTING_MODEL_NAME,
      imageSide: env.INPAINTING_IMAGE_SIZE,
      timeoutMs: env.INPAINTING_TIMEOUT_MS,
      workflowFile: env.INPAINTING_WORKFLOW,
    });
  } catch (error) {
    if (error instanceof InpaintingSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  return sceneRenderer;
}

// Used by other engines and services (eslint.config.mjs keeps the rest of the engine private).
export { captionProduct } from "./providers/vision-caption";
export type { ChatModelOptions } from "./providers/chat-completions";
