import sharp from "sharp";
import { formDataOf, json, startStandIn, type StandIn } from "./http-stand-in";
import { paintMasked } from "./paint";

/**
 * An OpenAI-compatible `POST /v1/images/edits` as the API reference describes it: Bearer auth (401
 * `invalid_api_key` otherwise), multipart with `image` (PNG), `mask` (PNG of the same size; its fully
 * transparent pixels are edited), `prompt`, `model`, `size` (gpt-image-1: 1024x1024, 1536x1024,
 * 1024x1536 or auto; dall-e-2: 256x256, 512x512, 1024x1024), `n`, `response_format`; answers
 * `{ created, data: [{ b64_json }] }`. Errors are `{ error: { message, type, param, code } }`.
 */
export interface OpenAiImagesStandInOptions {
  apiKey: string;
  /** answer the next N calls 429 with Retry-After: 1 */
  rateLimitNext?: number;
}

export interface EditCall {
  fields: Record<string, string>;
  image: { width: number; height: number };
  /** share of the mask's pixels that are fully transparent (edited) */
  editedShare: number;
}

const SIZES: Record<string, string[]> = {
  "gpt-image-1": ["1024x1024", "1536x1024", "1024x1536", "auto"],
  "dall-e-2": ["256x256", "512x512", "1024x1024"],
};

export async function startOpenAiImagesStandIn(options: OpenAiImagesStandInOptions): Promise<StandIn & { calls: EditCall[] }> {
  const calls: EditCall[] = [];
  const invalid = (res: Parameters<typeof json>[0], message: string, param: string | null, code: string | null = null, status = 400) =>
    json(res, status, { error: { message, type: "invalid_request_error", param, code } });
  const standIn = await startStandIn(async (req, body, res) => {
    if (req.method !== "POST" || req.url !== "/v1/images/edits") return invalid(res, `Invalid URL (${req.method} ${req.url})`, null, null, 404);
    const auth = req.headers.authorization ?? "";
    if (auth !== `Bearer ${options.apiKey}`) {
      const given = auth.replace(/^Bearer\s*/, "");
      return invalid(res, `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`, null, "invalid_api_key", 401);
    }
    if (options.rateLimitNext && options.rateLimitNext > 0) {
      options.rateLimitNext -= 1;
      return json(res, 429, { error: { message: "Rate limit reached for images per minute.", type: "requests", param: null, code: "rate_limit_exceeded" } }, { "retry-after": "1" });
    }
    const form = await formDataOf(req, body);
    const image = form.get("image");
    const mask = form.get("mask");
    const prompt = form.get("prompt");
    const model = String(form.get("model") ?? "dall-e-2");
    if (!(image instanceof File)) return invalid(res, "Missing required parameter: 'image'.", "image");
    if (typeof prompt !== "string" || !prompt) return invalid(res, "Missing required parameter: 'prompt'.", "prompt");
    const imageBytes = Buffer.from(await image.arrayBuffer());
    const im = await sharp(imageBytes).metadata().catch(() => undefined);
    if (im?.format !== "png") return invalid(res, "Invalid input image - format must be in ['png'].", "image", "invalid_image_format");
    const size = String(form.get("size") ?? "1024x1024");
    const allowed = SIZES[model];
    if (!allowed) return invalid(res, `The model '${model}' does not exist or you do not have access to it.`, "model", "model_not_found", 404);
    if (!allowed.includes(size)) return invalid(res, `Invalid value: '${size}'. Supported values are: ${allowed.map((s) => `'${s}'`).join(", ")}.`, "size", "invalid_value");
    let editedShare = 1;
    let repaintMask: Buffer;
    if (mask instanceof File) {
      const maskBytes = Buffer.from(await mask.arrayBuffer());
      const mm = await sharp(maskBytes).metadata();
      if (mm.width !== im.width || mm.height !== im.height) return invalid(res, "Invalid mask image - image and mask must be the same size.", "mask", "invalid_mask_image");
      if (!mm.hasAlpha) return invalid(res, "Invalid mask image - the mask must have an alpha channel.", "mask", "invalid_mask_image");
      const alpha = await sharp(maskBytes).ensureAlpha().extractChannel(3).raw().toBuffer();
      // Fully transparent = edit: the repaint mask is 255 there and 0 elsewhere.
      const repaint = Buffer.alloc(alpha.length);
      let edited = 0;
      for (let i = 0; i < alpha.length; i += 1) {
        if (alpha[i] !== 0) continue;
        repaint[i] = 255;
        edited += 1;
      }
      editedShare = edited / alpha.length;
      repaintMask = await sharp(repaint, { raw: { width: im.width!, height: im.height!, channels: 1 } }).png().toBuffer();
    } else {
      return invalid(res, "This stand-in needs a mask.", "mask");
    }
    const fields: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (typeof v === "string") fields[k] = v;
    calls.push({ fields, image: { width: im.width!, height: im.height! }, editedShare });
    const [w, h] = size === "auto" ? [im.width!, im.height!] : size.split("x").map(Number);
    const painted = await paintMasked(imageBytes, repaintMask, prompt.length, w, h);
    return json(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: painted.toString("base64") }] });
  });
  return { ...standIn, calls };
}
