import "server-only";
import sharp from "sharp";
import type { CreativeSize } from "@/lib/ai/scene-renderer";
import { diffusionSize, type GenerationJob, type InpaintingBackend } from "./backend";
import { authorizationHeaders, InpaintingError, parseJson, request, type HttpTarget } from "./http";

/**
 * The OpenAI-compatible image edit API, `POST {url}/images/edits` (multipart: image, mask, prompt,
 * model, size, n), which OpenAI and several hosted and local servers implement. The mask is the
 * protocol's: a PNG whose fully transparent pixels are the ones to edit. Bearer auth.
 */
export interface OpenAiImagesOptions {
  /** the API's base URL including its version, e.g. https://api.openai.com/v1 */
  url: string;
  key?: string;
  model: string;
  /** the native side for servers that take any size (not OpenAI's own models) */
  imageSide: number;
  timeoutMs: number;
  retries?: number;
  backoffMs?: number;
}

/** The sizes OpenAI's gpt-image models edit at; dall-e-2 edits squares only. */
const GPT_IMAGE_SIZES: CreativeSize[] = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
];

export function openAiImagesBackend(options: OpenAiImagesOptions): InpaintingBackend {
  const target: HttpTarget = {
    label: "The image edit API",
    baseUrl: options.url.replace(/\/+$/, ""),
    headers: { accept: "application/json", ...authorizationHeaders(options.key, false) },
    secret: options.key,
    timeoutMs: options.timeoutMs,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 1000,
  };
  const model = options.model;
  // gpt-image models always answer base64 and refuse response_format; everything else is asked for it.
  const alwaysBase64 = /^gpt-image/i.test(model);
  return {
    name: "openai-images",
    generationSize(primary) {
      if (/^dall-e-2/i.test(model)) return { width: 1024, height: 1024 };
      if (!/^(gpt-image|dall-e)/i.test(model)) return diffusionSize(primary, options.imageSide);
      const aspect = primary.width / primary.height;
      return GPT_IMAGE_SIZES.reduce((best, s) => (Math.abs(Math.log(s.width / s.height / aspect)) < Math.abs(Math.log(best.width / best.height / aspect)) ? s : best));
    },
    async generate(job: GenerationJob) {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(job.scenePng)], { type: "image/png" }), "scene.png");
      form.append("mask", new Blob([new Uint8Array(await transparentWhereRepainted(job))], { type: "image/png" }), "mask.png");
      const keep = job.styleReference ? " Keep the light, colours and style of the given picture." : "";
      form.append("prompt", `${job.prompt}.${keep} Avoid: ${job.negativePrompt}.`.slice(0, 4000));
      form.append("model", model);
      form.append("size", `${job.size.width}x${job.size.height}`);
      form.append("n", "1");
      if (!alwaysBase64) form.append("response_format", "b64_json");
      const { body } = await request(target, "/images/edits", { method: "POST", body: form, what: "the image edit" });
      const data = (parseJson(target, body, "the image edit") as { data?: unknown } | null)?.data;
      const first = Array.isArray(data) ? (data[0] as { b64_json?: unknown } | undefined) : undefined;
      if (typeof first?.b64_json !== "string" || !first.b64_json) throw new InpaintingError(`${target.label} answered the image edit without a b64_json image`);
      const image = Buffer.from(first.b64_json, "base64");
      const meta = await sharp(image)
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) throw new InpaintingError(`${target.label} answered the image edit with an image that does not decode`);
      return image;
    },
  };
}

/** The protocol's mask: black RGBA, alpha 0 where the model repaints, 255 on the product. */
async function transparentWhereRepainted(job: GenerationJob): Promise<Buffer> {
  const { width, height } = job.size;
  const repaint = await sharp(job.maskPng).extractChannel(0).raw().toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) rgba[i * 4 + 3] = 255 - (repaint[i] ?? 255);
  return sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
}
