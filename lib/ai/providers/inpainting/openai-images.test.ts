import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInpaintingRenderer, type InpaintingSettings } from "../inpainting-renderer";
import { startOpenAiImagesStandIn } from "./testing/openai-images-stand-in";
import { creativeRequest, opaqueProductPixelsChanged, redCutout } from "./testing/fixtures";

const KEY = "sk-proj-test-0123456789abcdef";
let api: Awaited<ReturnType<typeof startOpenAiImagesStandIn>>;

beforeAll(async () => {
  api = await startOpenAiImagesStandIn({ apiKey: KEY });
});
afterAll(() => api.close());

const settings = (extra: Partial<InpaintingSettings> = {}): InpaintingSettings => ({ protocol: "openai-images", url: `${api.url}/v1`, key: KEY, imageSide: 1024, timeoutMs: 20_000, backoffMs: 20, ...extra });

describe("OpenAI-compatible image edit back end", () => {
  it("edits the composed scene at a size the model takes, the product masked opaque, and derives every canvas", async () => {
    api.calls.length = 0;
    const req = await creativeRequest([{ width: 1674, height: 628 }, { width: 1080, height: 1920 }, { width: 160, height: 600 }], 9, true);
    const out = await createInpaintingRenderer(settings()).render(req);
    expect(api.calls).toHaveLength(1);
    const call = api.calls[0]!;
    expect(call.fields).toMatchObject({ model: "gpt-image-1", size: "1536x1024", n: "1" });
    expect(call.fields.response_format).toBeUndefined();
    expect(call.fields.prompt).toContain("Keep the light, colours and style of the given picture");
    expect(call.image).toEqual({ width: 1536, height: 1024 });
    // Most of the picture is edited; the product (and only it) is kept.
    expect(call.editedShare).toBeGreaterThan(0.6);
    expect(call.editedShare).toBeLessThan(0.98);
    const cutout = await redCutout();
    expect(out.map((o) => [o.width, o.height])).toEqual([
      [1674, 628],
      [1080, 1920],
      [160, 600],
    ]);
    for (const creative of out) expect((await opaqueProductPixelsChanged(creative, cutout)).changed).toBe(0);
  }, 60_000);

  it("asks dall-e-2 for base64 at 1024x1024", async () => {
    api.calls.length = 0;
    await createInpaintingRenderer(settings({ modelName: "dall-e-2" })).render(await creativeRequest([{ width: 1080, height: 1080 }]));
    expect(api.calls[0]!.fields).toMatchObject({ model: "dall-e-2", size: "1024x1024", response_format: "b64_json" });
  });

  it("waits out a 429 (Retry-After) and reports a wrong key without echoing it", async () => {
    const limited = await startOpenAiImagesStandIn({ apiKey: KEY, rateLimitNext: 1 });
    try {
      const t0 = performance.now();
      await createInpaintingRenderer(settings({ url: `${limited.url}/v1` })).render(await creativeRequest([{ width: 300, height: 250 }]));
      expect(performance.now() - t0).toBeGreaterThan(900);
      expect(limited.calls).toHaveLength(1);
    } finally {
      await limited.close();
    }
    const error = await createInpaintingRenderer(settings({ key: "sk-wrong-key-value-1234" }))
      .render(await creativeRequest([{ width: 300, height: 250 }]))
      .catch((e: Error) => e);
    expect((error as Error).message).toMatch(/The image edit API answered the image edit with HTTP 401 Unauthorized: Incorrect API key provided/);
    expect((error as Error).message).not.toContain("sk-wrong-key-value-1234");
  });
});
