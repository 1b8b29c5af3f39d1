import sharp from "sharp";
import { json, sleep, startStandIn, type StandIn } from "./http-stand-in";
import { paintMasked } from "./paint";

/**
 * An Automatic1111 web UI API as modules/api/api.py serves it: `--api-auth user:pass` is FastAPI's
 * HTTPBasic on every route (no or wrong credentials: 401, the exception rendered by its handler as
 * `{ error, detail, body, errors }`); `POST /sdapi/v1/img2img` takes StableDiffusionImg2ImgProcessingAPI
 * (init_images, mask, sampler_name checked against the samplers, override_settings.sd_model_checkpoint
 * against the checkpoints: 404 "Sampler not found" / "Model not found") and answers `{ images, parameters, info }`.
 * Generations run one at a time (A1111's queue_lock), each taking `generationMs`.
 */
export interface Automatic1111StandInOptions {
  /** `user:password` as --api-auth takes it; none = no auth */
  apiAuth?: string;
  checkpoints?: string[];
  generationMs?: number;
  /** answer the next N img2img calls with this status (A1111 behind a proxy: 502/503) */
  failNext?: { count: number; status: number };
}

export interface Img2ImgCall {
  authorization?: string;
  body: Record<string, unknown>;
  init: { width: number; height: number };
  mask: { width: number; height: number; channels: number };
  startedAt: number;
  endedAt?: number;
}

const SAMPLERS = ["DPM++ 2M", "DPM++ SDE", "Euler a", "Euler", "DDIM"];

export async function startAutomatic1111StandIn(options: Automatic1111StandInOptions = {}): Promise<StandIn & { calls: Img2ImgCall[]; refused: number; options: Automatic1111StandInOptions }> {
  const calls: Img2ImgCall[] = [];
  const state = { refused: 0 };
  let queue = Promise.resolve();
  const exception = (status: number, detail: string) => ({ status, body: { error: "HTTPException", detail, body: "", errors: `${status}: ${detail}` } });
  const standIn = await startStandIn(async (req, raw, res) => {
    if (options.apiAuth) {
      const header = req.headers.authorization ?? "";
      const [scheme, encoded] = header.split(" ");
      if (scheme?.toLowerCase() !== "basic" || !encoded) {
        state.refused += 1;
        const e = exception(401, "Not authenticated");
        return json(res, e.status, e.body);
      }
      if (Buffer.from(encoded, "base64").toString("utf8") !== options.apiAuth) {
        state.refused += 1;
        const e = exception(401, "Incorrect username or password");
        return json(res, e.status, e.body);
      }
    }
    if (req.method !== "POST" || req.url !== "/sdapi/v1/img2img") return json(res, 404, { detail: "Not Found" });
    if (options.failNext && options.failNext.count > 0) {
      options.failNext.count -= 1;
      return json(res, options.failNext.status, { detail: "upstream busy" });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
    } catch {
      return json(res, 422, { detail: [{ type: "json_invalid", loc: ["body"], msg: "JSON decode error" }] });
    }
    const checkpoint = (body.override_settings as Record<string, unknown> | undefined)?.sd_model_checkpoint;
    if (checkpoint !== undefined && !(options.checkpoints ?? []).includes(String(checkpoint))) {
      const e = exception(404, "Model not found");
      return json(res, e.status, e.body);
    }
    if (!Array.isArray(body.init_images) || typeof body.init_images[0] !== "string") {
      const e = exception(404, "Init image not found");
      return json(res, e.status, e.body);
    }
    if (!SAMPLERS.includes(String(body.sampler_name))) {
      const e = exception(404, "Sampler not found");
      return json(res, e.status, e.body);
    }
    let init: Buffer, mask: Buffer;
    try {
      init = Buffer.from(body.init_images[0], "base64");
      mask = Buffer.from(String(body.mask), "base64");
      await sharp(init).metadata();
      await sharp(mask).metadata();
    } catch {
      const e = exception(500, "Invalid encoded image");
      return json(res, e.status, e.body);
    }
    const [im, mm] = await Promise.all([sharp(init).metadata(), sharp(mask).metadata()]);
    const width = Number(body.width ?? 512);
    const height = Number(body.height ?? 512);
    const call: Img2ImgCall = { authorization: req.headers.authorization, body, init: { width: im.width!, height: im.height! }, mask: { width: mm.width!, height: mm.height!, channels: mm.channels! }, startedAt: Date.now() };
    calls.push(call);
    // One generation at a time, like A1111's queue_lock.
    const run = queue.then(async () => {
      await sleep(options.generationMs ?? 0);
      return paintMasked(init, mask, Number(body.seed ?? 0), width, height);
    });
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    const image = await run;
    call.endedAt = Date.now();
    return json(res, 200, { images: [image.toString("base64")], parameters: { ...body, init_images: null, mask: null }, info: JSON.stringify({ seed: body.seed, width, height }) });
  });
  return {
    ...standIn,
    calls,
    options,
    get refused() {
      return state.refused;
    },
  };
}
