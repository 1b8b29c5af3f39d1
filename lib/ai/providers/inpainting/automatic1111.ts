import "server-only";
import sharp from "sharp";
import { diffusionSize, type GenerationJob, type InpaintingBackend } from "./backend";
import { authorizationHeaders, InpaintingError, parseJson, request, type HttpTarget } from "./http";

/**
 * Automatic1111's web UI API, which Forge and SD.Next serve too: `POST /sdapi/v1/img2img` with the
 * composed scene as the init image and the mask (white = repaint). Auth as `--api-auth user:pass`
 * expects (HTTP Basic), or a proxy's bearer token. The checkpoint is picked per call through
 * `override_settings.sd_model_checkpoint`, so a shared server keeps its own default.
 */
export interface Automatic1111Options {
  url: string;
  key?: string;
  checkpoint?: string;
  /** the model's native side: 1024 for SDXL, 512 or 768 for SD 1.5 */
  imageSide: number;
  timeoutMs: number;
  retries?: number;
  backoffMs?: number;
  steps?: number;
}

const SAMPLER = "DPM++ 2M";
const CFG_SCALE = 7;
const DEFAULT_STEPS = 30;
/** how far the model may move from the composed scene: near it with a style reference, freer without */
export const DENOISING = { styleReference: 0.55, free: 0.75 } as const;

export function automatic1111Backend(options: Automatic1111Options): InpaintingBackend {
  const target: HttpTarget = {
    label: "The Automatic1111 server",
    baseUrl: options.url.replace(/\/+$/, ""),
    headers: { "content-type": "application/json", accept: "application/json", ...authorizationHeaders(options.key, true) },
    secret: options.key,
    timeoutMs: options.timeoutMs,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 1000,
  };
  const steps = options.steps ?? DEFAULT_STEPS;
  return {
    name: "automatic1111",
    generationSize: (primary) => diffusionSize(primary, options.imageSide),
    async generate(job: GenerationJob) {
      const body = {
        init_images: [job.scenePng.toString("base64")],
        mask: job.maskPng.toString("base64"),
        prompt: job.prompt,
        negative_prompt: job.negativePrompt,
        width: job.size.width,
        height: job.size.height,
        denoising_strength: job.styleReference ? DENOISING.styleReference : DENOISING.free,
        steps,
        seed: job.seed,
        // 1 = start from the original pixels under the mask (the composed scene), not noise
        inpainting_fill: 1,
        inpaint_full_res: false,
        // the mask is feathered already (mask.ts)
        mask_blur: 0,
        inpainting_mask_invert: 0,
        sampler_name: SAMPLER,
        cfg_scale: CFG_SCALE,
        n_iter: 1,
        batch_size: 1,
        send_images: true,
        save_images: false,
        ...(options.checkpoint ? { override_settings: { sd_model_checkpoint: options.checkpoint }, override_settings_restore_afterwards: true } : {}),
      };
      const { body: answer } = await request(target, "/sdapi/v1/img2img", { method: "POST", body: JSON.stringify(body), what: "img2img" });
      const images = (parseJson(target, answer, "img2img") as { images?: unknown } | null)?.images;
      const first = Array.isArray(images) ? (images[0] as unknown) : undefined;
      if (typeof first !== "string" || !first) throw new InpaintingError(`${target.label} answered img2img without an image`);
      const image = Buffer.from(first.replace(/^data:[^,]*,/, ""), "base64");
      const meta = await sharp(image)
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) throw new InpaintingError(`${target.label} answered img2img with an image that does not decode`);
      return image;
    },
  };
}
