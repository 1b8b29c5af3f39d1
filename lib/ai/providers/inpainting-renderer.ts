import "server-only";
import sharp from "sharp";
import { placeProduct, renderScenePlaced } from "@/lib/ai/scene/render-scene";
import type { PreparedCutout } from "@/lib/ai/scene/render/cutout";
import type { CreativeRequest, CreativeSize, RenderedCreative, SceneRenderer } from "@/lib/ai/scene-renderer";

/**
 * A remote Automatic1111-compatible inpainting server (`POST {url}/sdapi/v1/img2img`) as the scene
 * renderer. Per size, the built-in compositor lays out the recipe's scene around the product; the
 * model repaints everything but the product (the mask), starting from that scene; then the
 * product's own pixels are composited back on top, unchanged, where the built-in placed them.
 * The endpoint is configured by the operator and trusted, like TEXT_MODEL_URL.
 */
export interface InpaintingRendererOptions {
  url: string;
  apiKey?: string;
  /** per img2img call, body included */
  timeoutMs: number;
  steps?: number;
  /** how far the model may move away from the composed scene: 0 keeps it, 1 ignores it */
  denoisingStrength?: number;
}

const DEFAULT_STEPS = 30;
const DEFAULT_DENOISING = 0.65;
const SAMPLER = "DPM++ 2M";
const CFG_SCALE = 7;
const MASK_BLUR = 4;
/** alpha from which a product pixel is kept as it is */
const OPAQUE_MIN = 250;
/** the kept region is shrunk by this much so the model blends the product's edge into its scene */
const EDGE_INSET_PX = 2;
const PROMPT_SUFFIX = "professional product photograph, photorealistic, natural light, high detail";
const NEGATIVE_PROMPT =
  "text, watermark, logo, lettering, signature, lowres, blurry, jpeg artifacts, deformed, distorted, duplicate product, extra objects, people, hands, cartoon, illustration";

export function createInpaintingRenderer(options: InpaintingRendererOptions): SceneRenderer {
  const endpoint = `${options.url.replace(/\/+$/, "")}/sdapi/v1/img2img`;
  const steps = options.steps ?? DEFAULT_STEPS;
  const denoising = options.denoisingStrength ?? DEFAULT_DENOISING;
  if (!Number.isInteger(steps) || steps < 1 || steps > 150) throw new RangeError(`inpainting steps must be an integer 1..150, got ${steps}`);
  if (!(denoising > 0 && denoising <= 1)) throw new RangeError(`inpainting denoising strength must be in (0, 1], got ${denoising}`);
  if (!(options.timeoutMs > 0)) throw new RangeError(`inpainting timeout must be positive, got ${options.timeoutMs}`);
  const call: Img2ImgCall = { endpoint, apiKey: options.apiKey, timeoutMs: options.timeoutMs, steps, denoising };
  return {
    name: "inpainting",
    async render(request: CreativeRequest): Promise<RenderedCreative[]> {
      // One size after another: an A1111 server runs one job at a time, and a queued call's
      // timeout would run while it waits.
      const out: RenderedCreative[] = [];
      for (const size of request.sizes) out.push(await renderSize(call, request, size));
      return out;
    },
  };
}

interface Img2ImgCall {
  endpoint: string;
  apiKey?: string;
  timeoutMs: number;
  steps: number;
  denoising: number;
}

async function renderSize(call: Img2ImgCall, request: CreativeRequest, size: CreativeSize): Promise<RenderedCreative> {
  const product = { image: request.cutoutPng, shapeClass: request.shapeClass };
  const [placed, pixels] = await Promise.all([
    renderScenePlaced(request.recipe, size, { product, seed: request.seed }),
    placeProduct(request.recipe, size, product, request.seed),
  ]);
  const box = placed.productBox;
  if (!box) throw new Error("the scene renderer placed no product");
  const { cutout } = pixels;
  if (box.left !== cutout.left || box.top !== cutout.top || box.width !== cutout.width || box.height !== cutout.height) {
    throw new Error("the product's placement differs between the scene and its pixels");
  }
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const mask = await inpaintingMask(cutout, width, height);
  const repainted = await img2img(call, {
    init_images: [placed.png.toString("base64")],
    mask: mask.toString("base64"),
    prompt: `${request.prompt.trim()}, ${PROMPT_SUFFIX}`,
    negative_prompt: NEGATIVE_PROMPT,
    width: roundUp8(width),
    height: roundUp8(height),
    denoising_strength: call.denoising,
    steps: call.steps,
    seed: request.seed >>> 0,
    inpainting_fill: 1,
    inpaint_full_res: false,
    mask_blur: MASK_BLUR,
    inpainting_mask_invert: 0,
    sampler_name: SAMPLER,
    cfg_scale: CFG_SCALE,
    n_iter: 1,
    batch_size: 1,
  });
  // Back to the exact size, then the product's own pixels last, as the built-in composites them.
  const scene = await sharp(repainted).resize(width, height, { fit: "fill" }).removeAlpha().png().toBuffer();
  const png = await sharp(scene).composite([pixels.overlay]).png({ compressionLevel: 6 }).toBuffer();
  return { width, height, png, productBox: box };
}

const roundUp8 = (n: number) => Math.ceil(n / 8) * 8;

/**
 * The A1111 inpainting mask at the canvas size: white = repaint (the scene), black = keep (the
 * product's opaque pixels, shrunk by EDGE_INSET_PX so the model blends the edge). 8-bit grey PNG.
 */
async function inpaintingMask(cut: PreparedCutout, width: number, height: number): Promise<Buffer> {
  const keep = erode(opaque(cut), cut.width, cut.height, EDGE_INSET_PX);
  const mask = Buffer.alloc(width * height, 255);
  for (let y = Math.max(0, cut.top); y < Math.min(height, cut.top + cut.height); y += 1) {
    for (let x = Math.max(0, cut.left); x < Math.min(width, cut.left + cut.width); x += 1) {
      if (keep[(y - cut.top) * cut.width + (x - cut.left)]) mask[y * width + x] = 0;
    }
  }
  return sharp(mask, { raw: { width, height, channels: 1 } }).toColourspace("b-w").png({ compressionLevel: 6 }).toBuffer();
}

function opaque(cut: PreparedCutout): Uint8Array {
  const out = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < out.length; i += 1) out[i] = (cut.rgba[i * 4 + 3] ?? 0) >= OPAQUE_MIN ? 1 : 0;
  return out;
}

/** Binary erosion by a (2r+1)² square, outside the box counting as empty: a separable min filter. */
function erode(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const pass = (input: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let v = 1;
        for (let d = -r; d <= r && v; d += 1) {
          const xx = horizontal ? x + d : x;
          const yy = horizontal ? y : y + d;
          v = xx >= 0 && xx < w && yy >= 0 && yy < h ? (input[yy * w + xx] ?? 0) : 0;
        }
        out[y * w + x] = v;
      }
    }
    return out;
  };
  return pass(pass(src, true), false);
}

/** One img2img call; the first image of the answer, decoded. Errors say what the server did. */
async function img2img(call: Img2ImgCall, body: Record<string, unknown>): Promise<Buffer> {
  const fail = (detail: string) => new Error(`The inpainting server ${detail}`);
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(call.apiKey ? { authorization: `Bearer ${call.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw fail(`did not answer within ${call.timeoutMs} ms`);
    throw fail(`was unreachable (${networkCause(error)})`);
  }
  if (!response.ok) {
    const detail = serverDetail(text, call.apiKey);
    throw fail(`answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}${detail ? `: ${detail}` : ""}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail("answered with something that is not JSON");
  }
  const images = (parsed as { images?: unknown } | null)?.images;
  const first = Array.isArray(images) ? (images[0] as unknown) : undefined;
  if (typeof first !== "string" || !first) throw fail("answered without an image");
  const image = Buffer.from(first.replace(/^data:[^,]*,/, ""), "base64");
  try {
    const meta = await sharp(image).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
  } catch {
    throw fail("answered with an image that does not decode");
  }
  return image;
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.name : "unknown error";
}

/** A short, single-line excerpt of an error body (A1111 answers `{ error, detail, errors }`), the key redacted. */
function serverDetail(text: string, apiKey?: string): string {
  let detail = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    const field = [body?.detail, body?.errors, body?.error].find((v) => typeof v === "string" && v.trim());
    if (typeof field === "string") detail = field;
  } catch {
    // not JSON: the raw text, unless it is a proxy's HTML error page
    if (/^\s*</.test(text)) detail = "";
  }
  if (apiKey) detail = detail.split(apiKey).join("[redacted]");
  detail = detail.replace(/\s+/g, " ").trim();
  return detail.length > 160 ? `${detail.slice(0, 157)}...` : detail;
}
