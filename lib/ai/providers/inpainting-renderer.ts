import "server-only";
import type { SceneRenderer } from "@/lib/ai/scene-renderer";
import { automatic1111Backend } from "./inpainting/automatic1111";
import { comfyUiBackend } from "./inpainting/comfyui";
import { loadWorkflow, WorkflowError } from "./inpainting/comfyui-workflow";
import { createGenerativeRenderer } from "./inpainting/generative-renderer";
import { openAiImagesBackend } from "./inpainting/openai-images";

/**
 * A generative back end as the scene renderer, chosen by INPAINTING_MODEL_PROTOCOL:
 * - automatic1111: Automatic1111 / Forge / SD.Next (`/sdapi/v1/img2img`)
 * - comfyui: ComfyUI (`/upload/image`, `/prompt`, `/history`, `/view`) with the shipped or the
 *   operator's API-format workflow (INPAINTING_WORKFLOW)
 * - openai-images: the OpenAI-compatible `POST /images/edits`
 * Each makes one generation per task and derives every canvas from it (inpainting/generative-renderer.ts).
 * The endpoint is configured by the operator and trusted, like TEXT_MODEL_URL.
 */
export type InpaintingProtocol = "automatic1111" | "comfyui" | "openai-images";

export interface InpaintingSettings {
  protocol: InpaintingProtocol;
  url: string;
  key?: string;
  /** the checkpoint (A1111, ComfyUI's {{checkpoint}}) or the hosted model */
  modelName?: string;
  /** the model's native side in pixels */
  imageSide: number;
  timeoutMs: number;
  /** ComfyUI: an API-format workflow file */
  workflowFile?: string;
  /** tests make retries quick */
  backoffMs?: number;
  pollMs?: number;
}

/** A setting that cannot work, named in one line; start-up stops with it. */
export class InpaintingSettingsError extends Error {}

export const DEFAULT_OPENAI_IMAGE_MODEL = "gpt-image-1";

export function createInpaintingRenderer(settings: InpaintingSettings): SceneRenderer {
  const fail = (line: string) => new InpaintingSettingsError(`Invalid configuration: ${line}`);
  const common = { url: settings.url, key: settings.key, imageSide: settings.imageSide, timeoutMs: settings.timeoutMs, backoffMs: settings.backoffMs };
  if (settings.workflowFile && settings.protocol !== "comfyui") throw fail(`INPAINTING_WORKFLOW is a ComfyUI workflow, but INPAINTING_MODEL_PROTOCOL is ${settings.protocol} (set it to comfyui, or unset INPAINTING_WORKFLOW).`);
  switch (settings.protocol) {
    case "automatic1111":
      return createGenerativeRenderer(automatic1111Backend({ ...common, checkpoint: settings.modelName }));
    case "openai-images":
      return createGenerativeRenderer(openAiImagesBackend({ ...common, model: settings.modelName ?? DEFAULT_OPENAI_IMAGE_MODEL }));
    case "comfyui": {
      let workflow;
      try {
        workflow = loadWorkflow(settings.workflowFile);
      } catch (error) {
        if (error instanceof WorkflowError) throw fail(error.message);
        throw error;
      }
      if (workflow.uses.has("checkpoint") && !settings.modelName) {
        throw fail(`INPAINTING_MODEL_NAME must name the checkpoint ${workflow.source} loads with {{checkpoint}} (a file of ComfyUI's models/checkpoints, e.g. sd_xl_base_1.0_inpainting_0.1.safetensors).`);
      }
      return createGenerativeRenderer(comfyUiBackend({ ...common, checkpoint: settings.modelName, workflow, pollMs: settings.pollMs }));
    }
  }
}
