import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderScenePlaced } from "@/lib/ai/scene";
import { canvasesFor } from "@/lib/services/photoshoot/canvas";
import { createInpaintingRenderer } from "../inpainting-renderer";
import { startAutomatic1111StandIn } from "./testing/automatic1111-stand-in";
import { creativeRequest, opaqueProductPixelsChanged, redCutout, sceneDifference } from "./testing/fixtures";

const AUTH = "adcraft:s3cret-pass";
const CHECKPOINT = "sd_xl_base_1.0_inpainting_0.1.safetensors [5679a81a]";
let a1111: Awaited<ReturnType<typeof startAutomatic1111StandIn>>;

beforeAll(async () => {
  a1111 = await startAutomatic1111StandIn({ apiAuth: AUTH, checkpoints: [CHECKPOINT] });
});
afterAll(() => a1111.close());

const renderer = (key: string | undefined, extra: Partial<Parameters<typeof createInpaintingRenderer>[0]> = {}) =>
  createInpaintingRenderer({ protocol: "automatic1111", url: a1111.url, key, modelName: CHECKPOINT, imageSide: 1024, timeoutMs: 20_000, backoffMs: 20, ...extra });

describe("Automatic1111 back end", () => {
  it("renders renderKind 31 for six tasks with six img2img calls (Basic auth, the checkpoint, one SDXL-sized generation each)", async () => {
    a1111.calls.length = 0;
    const sizes = canvasesFor(31, false);
    expect(sizes).toHaveLength(5);
    const r = renderer(AUTH);
    const cutout = await redCutout();
    for (let task = 0; task < 6; task += 1) {
      const out = await r.render(await creativeRequest(sizes, 1000 + task, task % 2 === 0));
      expect(out.map((o) => [o.width, o.height])).toEqual(sizes.map((s) => [s.width, s.height]));
      for (const creative of out) {
        const { compared, changed } = await opaqueProductPixelsChanged(creative, cutout);
        expect(compared).toBeGreaterThan(300);
        expect(changed).toBe(0);
        // The product inside the canvas, and large enough to be the subject.
        const box = creative.productBox;
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(creative.width);
        expect(box.top + box.height).toBeLessThanOrEqual(creative.height);
      }
    }
    expect(a1111.calls).toHaveLength(6);
    for (const [i, call] of a1111.calls.entries()) {
      expect(call.authorization).toBe(`Basic ${Buffer.from(AUTH).toString("base64")}`);
      // 1674×628 → the primary's aspect at about 1024² px, multiples of 64; init and mask at that size.
      expect(call.body).toMatchObject({ width: 1664, height: 640, override_settings: { sd_model_checkpoint: CHECKPOINT }, inpainting_fill: 1, seed: 1000 + i });
      expect(call.body.denoising_strength).toBe(i % 2 === 0 ? 0.55 : 0.75);
      expect([call.init.width, call.init.height, call.mask.width, call.mask.height, call.mask.channels]).toEqual([1664, 640, 1664, 640, 1]);
    }
  }, 120_000);

  it("sends the composed scene, masks all but the product (feathered), and keeps the repainted scene around the product's own pixels", async () => {
    a1111.calls.length = 0;
    const req = await creativeRequest([{ width: 1674, height: 628 }, { width: 728, height: 90 }, { width: 1080, height: 1920 }]);
    const [primary, leaderboard, story] = await renderer(AUTH).render(req);
    const call = a1111.calls[0]!;
    const composed = await renderScenePlaced(req.recipe, { width: 1664, height: 640 }, { product: { image: req.cutoutPng, shapeClass: "tall" }, seed: req.seed });
    const init = Buffer.from((call.body.init_images as string[])[0]!, "base64");
    expect((await sharp(init).raw().toBuffer()).equals(await sharp(composed.png).raw().toBuffer())).toBe(true);
    const mask = await sharp(Buffer.from(call.body.mask as string, "base64")).extractChannel(0).raw().toBuffer();
    const box = composed.productBox!;
    const at = (x: number, y: number) => mask[y * 1664 + x]!;
    expect(at(5, 5)).toBe(255); // the backdrop is repainted
    expect(at(box.left + (box.width >> 1), box.top + (box.height >> 1))).toBe(0); // the product's middle is kept
    const edge = new Set<number>();
    for (let x = box.left - 6; x < box.left + 12; x += 1) edge.add(at(x, box.top + (box.height >> 1)));
    expect([...edge].some((v) => v > 0 && v < 255)).toBe(true); // feathered, not a hard cut
    // The scene is the model's (the stand-in paints a warm backdrop), not the composed white one.
    expect(await sceneDifference(primary!, await sharp(composed.png).resize(1674, 628, { fit: "fill" }).png().toBuffer())).toBeGreaterThan(30);
    for (const creative of [primary!, leaderboard!, story!]) expect((await opaqueProductPixelsChanged(creative, req.cutoutPng)).changed).toBe(0);
    expect(leaderboard!.productBox.height).toBeLessThanOrEqual(90 * 0.8 + 1);
    expect(story!.productBox.height).toBeGreaterThan(1920 * 0.4);
  }, 60_000);

  it("is refused without credentials or with wrong ones, and says what to check", async () => {
    await expect(renderer(undefined).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(/Automatic1111 server answered img2img with HTTP 401 Unauthorized: Not authenticated \(check INPAINTING_MODEL_KEY/);
    const wrong = await renderer("adcraft:wrong-password").render(await creativeRequest([{ width: 300, height: 250 }])).catch((e: Error) => e);
    expect((wrong as Error).message).toMatch(/HTTP 401 Unauthorized: Incorrect username or password/);
    expect((wrong as Error).message).not.toContain("wrong-password");
    // A key without a colon is a bearer token (a proxy's), which A1111's own auth does not take.
    await expect(renderer("sk-token").render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(/HTTP 401/);
  });

  it("names an unknown checkpoint", async () => {
    await expect(renderer(AUTH, { modelName: "nope.safetensors" }).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(/HTTP 404 Not Found: Model not found/);
  });

  it("retries a proxy's 503 with backoff, then renders", async () => {
    a1111.calls.length = 0;
    a1111.options.failNext = { count: 2, status: 503 };
    const out = await renderer(AUTH).render(await creativeRequest([{ width: 300, height: 250 }]));
    expect(out).toHaveLength(1);
    expect(a1111.calls).toHaveLength(1);
    a1111.options.failNext = { count: 5, status: 503 };
    await expect(renderer(AUTH).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(/HTTP 503/);
    a1111.options.failNext = undefined;
  });

  it("gives up after the timeout, without a second generation", async () => {
    const slow = await startAutomatic1111StandIn({ generationMs: 3000 });
    try {
      const started = performance.now();
      await expect(
        createInpaintingRenderer({ protocol: "automatic1111", url: slow.url, imageSide: 512, timeoutMs: 1000, backoffMs: 10 }).render(await creativeRequest([{ width: 300, height: 250 }])),
      ).rejects.toThrow(/did not answer img2img within 1000 ms \(INPAINTING_TIMEOUT_MS\)/);
      expect(performance.now() - started).toBeLessThan(2500);
      expect(slow.calls).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
