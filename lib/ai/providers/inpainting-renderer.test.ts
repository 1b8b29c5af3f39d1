import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPreset } from "@/lib/ai/scene/presets";
import { placeProduct } from "@/lib/ai/scene/render-scene";
import type { CreativeRequest } from "@/lib/ai/scene-renderer";
import { builtInSceneRenderer } from "./built-in-renderer";
import { createInpaintingRenderer } from "./inpainting-renderer";

// A stand-in Automatic1111 server on 127.0.0.1. The path prefix picks its behaviour:
//   /ok     validates the img2img request and answers the init image "repainted" (blurred, colours shifted)
//   /fail   answers 500 the way A1111 reports an exception (echoing the key, which must not leak)
//   /slow   never answers
//   /empty  answers 200 without an image; /html answers 200 with an HTML page

const API_KEY = "sk-test-secret-4711";

interface Seen {
  authorization?: string;
  body: Record<string, unknown>;
  init: { data: Buffer; width: number; height: number; channels: number };
  mask: { data: Buffer; width: number; height: number; channels: number };
}

const seen: Seen[] = [];
let server: Server;
let base = "";

async function decodePng(b64: unknown, what: string) {
  if (typeof b64 !== "string") throw new Error(`${what} is not a string`);
  const buf = Buffer.from(b64, "base64");
  const meta = await sharp(buf).metadata();
  if (meta.format !== "png") throw new Error(`${what} is ${meta.format}, not PNG`);
  // sharp would widen a grey PNG to sRGB on decode: keep its own channels.
  const decoder = meta.channels === 1 ? sharp(buf).extractChannel(0) : sharp(buf);
  const { data, info } = await decoder.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: meta.channels, depth: meta.depth, png: buf };
}

/** What an A1111 server checks, plus what this protocol promises; the first problem, or null. */
async function validate(body: Record<string, unknown>): Promise<{ problem: string } | { init: Seen["init"] & { png: Buffer }; mask: Seen["mask"] }> {
  const inits = body.init_images;
  if (!Array.isArray(inits) || inits.length !== 1) return { problem: "init_images must hold one image" };
  const init = await decodePng(inits[0], "init image");
  const mask = await decodePng(body.mask, "mask");
  if (mask.channels !== 1 || mask.depth !== "uchar") return { problem: `mask must be 8-bit grey, got ${mask.channels} channels ${mask.depth}` };
  if (mask.width !== init.width || mask.height !== init.height) return { problem: "mask and init image differ in size" };
  const { width, height } = body;
  if (typeof width !== "number" || typeof height !== "number" || width % 8 || height % 8) return { problem: "width/height must be multiples of 8" };
  if (width !== Math.ceil(init.width / 8) * 8 || height !== Math.ceil(init.height / 8) * 8) return { problem: "width/height do not match the init image" };
  if (typeof body.prompt !== "string" || !body.prompt.trim()) return { problem: "prompt missing" };
  if (typeof body.negative_prompt !== "string") return { problem: "negative_prompt missing" };
  for (const key of ["seed", "steps", "denoising_strength", "cfg_scale", "mask_blur"]) {
    if (typeof body[key] !== "number" || !Number.isFinite(body[key])) return { problem: `${key} must be a number` };
  }
  if (!Number.isInteger(body.seed) || (body.seed as number) < 0) return { problem: "seed must be a non-negative integer" };
  if (body.inpainting_fill !== 1 || body.inpaint_full_res !== false || body.inpainting_mask_invert !== 0) return { problem: "inpainting flags" };
  if (body.n_iter !== 1 || body.batch_size !== 1 || typeof body.sampler_name !== "string") return { problem: "batch flags" };
  return { init, mask };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const [, mode, rest] = /^\/([a-z]+)(\/.*)$/.exec(req.url ?? "") ?? [];
  if (req.method !== "POST" || rest !== "/sdapi/v1/img2img") return json(404, { detail: "Not Found" });
  if (mode === "slow") return; // never answers
  if (mode === "fail") return json(500, { error: "OutOfMemoryError", detail: "", body: "", errors: `CUDA out of memory (request had key ${API_KEY})` });
  if (mode === "empty") return json(200, { images: [], parameters: {}, info: "{}" });
  if (mode === "html") {
    res.writeHead(200, { "content-type": "text/html" });
    return res.end("<html><body>Bad Gateway</body></html>");
  }
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  const checked = await validate(body);
  if ("problem" in checked) return json(422, { detail: checked.problem });
  seen.push({ authorization: req.headers.authorization, body, init: checked.init, mask: checked.mask });
  // "Repaint": at the 8-aligned size A1111 works in, blurred and with every colour shifted.
  const repainted = await sharp(checked.init.png)
    .resize(body.width as number, body.height as number, { fit: "fill" })
    .removeAlpha()
    .blur(2)
    .linear([0.7, 0.8, 0.6], [40, -10, 60])
    .png()
    .toBuffer();
  return json(200, { images: [repainted.toString("base64")], parameters: {}, info: "{}" });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A red rounded rectangle with a transparent margin and soft (antialiased) corners. */
async function redCutout(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="220"><rect x="20" y="10" width="100" height="200" rx="28" fill="#d21e28"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function request(sizes: CreativeRequest["sizes"]): Promise<CreativeRequest> {
  return {
    recipe: findPreset("white_background")!.recipe,
    prompt: "Acme Cola can on a clean white studio background",
    cutoutPng: await redCutout(),
    shapeClass: "tall",
    sizes,
    seed: 1234,
  };
}

const rgbOf = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe("createInpaintingRenderer", () => {
  it("repaints the scene around the product through img2img and puts the product's pixels back unchanged", async () => {
    const req = await request([
      { width: 1674, height: 628 },
      { width: 300, height: 250 },
    ]);
    const renderer = createInpaintingRenderer({ url: `${base}/ok/`, apiKey: API_KEY, timeoutMs: 20_000, steps: 12, denoisingStrength: 0.5 });
    seen.length = 0;
    const out = await renderer.render(req);
    const builtIn = await builtInSceneRenderer.render(req);

    expect(seen).toHaveLength(2);
    expect(out.map((o) => [o.width, o.height])).toEqual([
      [1674, 628],
      [300, 250],
    ]);

    for (const [i, size] of req.sizes.entries()) {
      const call = seen[i]!;
      const result = out[i]!;
      // The request: the prompt, the options, the key, the 8-aligned size, init and mask at the exact size.
      expect(call.authorization).toBe(`Bearer ${API_KEY}`);
      expect(call.body.prompt).toContain(req.prompt);
      expect(call.body).toMatchObject({ steps: 12, denoising_strength: 0.5, seed: 1234, width: Math.ceil(size.width / 8) * 8, height: Math.ceil(size.height / 8) * 8 });
      expect([call.init.width, call.init.height, call.mask.width, call.mask.height]).toEqual([size.width, size.height, size.width, size.height]);

      // The init image is the built-in's composed scene.
      const reference = await rgbOf(builtIn[i]!.png);
      const init = await sharp(call.init.data, { raw: { width: call.init.width, height: call.init.height, channels: call.init.channels as 3 | 4 } })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect(init.equals(reference.data)).toBe(true);

      // Where the built-in put the product, exactly.
      const { cutout } = await placeProduct(req.recipe, size, { image: req.cutoutPng, shapeClass: req.shapeClass }, req.seed);
      expect(result.productBox).toEqual(builtIn[i]!.productBox);
      expect(result.productBox).toEqual({ left: cutout.left, top: cutout.top, width: cutout.width, height: cutout.height });

      const alphaAt = (x: number, y: number) => {
        const cx = x - cutout.left;
        const cy = y - cutout.top;
        return cx >= 0 && cy >= 0 && cx < cutout.width && cy < cutout.height ? (cutout.rgba[(cy * cutout.width + cx) * 4 + 3] ?? 0) : 0;
      };
      // Fully opaque with every pixel within `r` also fully opaque: well inside the product.
      const inside = (x: number, y: number, r: number) => {
        for (let dy = -r; dy <= r; dy += 1) for (let dx = -r; dx <= r; dx += 1) if (alphaAt(x + dx, y + dy) !== 255) return false;
        return true;
      };

      // The mask is black (keep) only on the product's opaque pixels, and on all of them but a thin edge; white elsewhere.
      let black = 0;
      let opaque = 0;
      for (let y = 0; y < size.height; y += 1) {
        for (let x = 0; x < size.width; x += 1) {
          const m = call.mask.data[y * size.width + x];
          if (m !== 0 && m !== 255) expect.fail(`mask value ${m} at ${x},${y}`);
          if (alphaAt(x, y) === 255) opaque += 1;
          if (m === 0) {
            black += 1;
            if (alphaAt(x, y) < 250) expect.fail(`mask keeps ${x},${y} where the product's alpha is ${alphaAt(x, y)}`);
          } else if (inside(x, y, 3)) {
            expect.fail(`mask repaints ${x},${y}, well inside the product`);
          }
        }
      }
      expect(black).toBeGreaterThan(opaque * 0.8);

      // The output: the product's pixels equal the built-in's wherever the cutout is opaque;
      // the surroundings carry the server's colour shift.
      const got = await rgbOf(result.png);
      expect([got.info.width, got.info.height]).toEqual([size.width, size.height]);
      let productPixels = 0;
      let sceneDiff = 0;
      let scenePixels = 0;
      for (let y = 0; y < size.height; y += 1) {
        for (let x = 0; x < size.width; x += 1) {
          const p = (y * size.width + x) * 3;
          const a = alphaAt(x, y);
          if (a === 255) {
            productPixels += 1;
            const same = got.data[p] === reference.data[p] && got.data[p + 1] === reference.data[p + 1] && got.data[p + 2] === reference.data[p + 2];
            if (!same) expect.fail(`product pixel ${x},${y} changed`);
          } else if (a === 0) {
            scenePixels += 1;
            for (let c = 0; c < 3; c += 1) sceneDiff += Math.abs((got.data[p + c] ?? 0) - (reference.data[p + c] ?? 0));
          }
        }
      }
      expect(productPixels).toBeGreaterThan(500);
      expect(sceneDiff / (scenePixels * 3)).toBeGreaterThan(20);
    }
  }, 60_000);

  it("sends no Authorization header without a key", async () => {
    seen.length = 0;
    await createInpaintingRenderer({ url: `${base}/ok`, timeoutMs: 20_000 }).render(await request([{ width: 64, height: 64 }]));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBeUndefined();
    expect(seen[0]!.body).toMatchObject({ width: 64, height: 64 });
  });

  it("reports a server error with its status and detail, never the key", async () => {
    const renderer = createInpaintingRenderer({ url: `${base}/fail`, apiKey: API_KEY, timeoutMs: 20_000 });
    const error = await renderer.render(await request([{ width: 128, height: 96 }])).then(
      () => expect.fail("a 500 must throw"),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/inpainting server answered HTTP 500/);
    expect(error.message).toMatch(/CUDA out of memory/);
    expect(error.message).not.toContain(API_KEY);
  });

  it("gives up after the timeout", async () => {
    const renderer = createInpaintingRenderer({ url: `${base}/slow`, apiKey: API_KEY, timeoutMs: 300 });
    const started = performance.now();
    await expect(renderer.render(await request([{ width: 128, height: 96 }]))).rejects.toThrow(/inpainting server did not answer within 300 ms/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a malformed answer", async () => {
    const req = await request([{ width: 128, height: 96 }]);
    await expect(createInpaintingRenderer({ url: `${base}/empty`, timeoutMs: 20_000 }).render(req)).rejects.toThrow(/inpainting server answered without an image/);
    await expect(createInpaintingRenderer({ url: `${base}/html`, timeoutMs: 20_000 }).render(req)).rejects.toThrow(/inpainting server answered with something that is not JSON/);
  });

  it("reports an unreachable server", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createInpaintingRenderer({ url: `http://127.0.0.1:${port}`, timeoutMs: 5_000 }).render(await request([{ width: 64, height: 64 }]))).rejects.toThrow(
      /inpainting server was unreachable \(ECONNREFUSED\)/,
    );
  });
});
