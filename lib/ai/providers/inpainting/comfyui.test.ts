import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInpaintingRenderer, type InpaintingSettings } from "../inpainting-renderer";
import { startComfyUiStandIn } from "./testing/comfyui-stand-in";
import { creativeRequest, opaqueProductPixelsChanged, redCutout } from "./testing/fixtures";

const CHECKPOINT = "sd_xl_base_1.0_inpainting_0.1.safetensors";
let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
const dir = mkdtempSync(path.join(tmpdir(), "adcraft-comfy-"));

beforeAll(async () => {
  comfy = await startComfyUiStandIn({ checkpoints: [CHECKPOINT, "realisticVision_v51-inpainting.safetensors"], runMs: 700 });
});
afterAll(() => comfy.close());

const settings = (extra: Partial<InpaintingSettings> = {}): InpaintingSettings => ({
  protocol: "comfyui",
  url: comfy.url,
  modelName: CHECKPOINT,
  imageSide: 1024,
  timeoutMs: 20_000,
  backoffMs: 20,
  pollMs: 100,
  ...extra,
});

/** A user's own workflow: other node ids, VAEEncodeForInpaint, an SD 1.5 checkpoint named in the file, {{width}}/{{height}} in an ImageScale. */
const userWorkflow = {
  "10": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "realisticVision_v51-inpainting.safetensors" } },
  "11": { class_type: "LoadImage", inputs: { image: "{{image}}" } },
  "12": { class_type: "LoadImageMask", inputs: { image: "{{mask}}", channel: "red" } },
  "13": { class_type: "ImageScale", inputs: { image: ["11", 0], upscale_method: "lanczos", width: "{{width}}", height: "{{height}}", crop: "disabled" } },
  "14": { class_type: "CLIPTextEncode", inputs: { text: "RAW photo, {{prompt}}, 8k", clip: ["10", 1] } },
  "15": { class_type: "CLIPTextEncode", inputs: { text: "{{negative_prompt}}", clip: ["10", 1] } },
  "16": { class_type: "VAEEncodeForInpaint", inputs: { pixels: ["13", 0], vae: ["10", 2], mask: ["12", 0], grow_mask_by: 6 } },
  "17": { class_type: "KSampler", inputs: { seed: "{{seed}}", steps: 25, cfg: 6, sampler_name: "euler_ancestral", scheduler: "normal", denoise: 1, model: ["10", 0], positive: ["14", 0], negative: ["15", 0], latent_image: ["16", 0] } },
  "18": { class_type: "VAEDecode", inputs: { samples: ["17", 0], vae: ["10", 2] } },
  "19": { class_type: "SaveImage", inputs: { images: ["18", 0], filename_prefix: "mine" } },
};

function writeWorkflow(name: string, value: unknown) {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  return file;
}

describe("ComfyUI back end", () => {
  it("uploads scene and mask, queues the default workflow, follows /history until it has run, and fetches the result from /view", async () => {
    comfy.prompts.length = 0;
    const req = await creativeRequest([{ width: 1674, height: 628 }, { width: 300, height: 250 }], 77, true);
    const out = await createInpaintingRenderer(settings()).render(req);
    expect(comfy.prompts).toHaveLength(1);
    const queued = comfy.prompts[0]!;
    // /history was {} while the prompt ran (700 ms), so it was asked more than once.
    expect(queued.historyPolls).toBeGreaterThan(2);
    const graph = queued.prompt;
    expect(graph["1"]!.inputs.ckpt_name).toBe(CHECKPOINT);
    expect(graph["4"]!.inputs.text).toContain("Acme Cola can");
    expect(graph["7"]!.inputs).toMatchObject({ seed: 77, steps: 30, denoise: 0.6 });
    expect(comfy.uploads.has(graph["2"]!.inputs.image as string)).toBe(true);
    expect(comfy.uploads.has(graph["3"]!.inputs.image as string)).toBe(true);
    const cutout = await redCutout();
    for (const creative of out) {
      const { compared, changed } = await opaqueProductPixelsChanged(creative, cutout);
      expect(compared).toBeGreaterThan(300);
      expect(changed).toBe(0);
    }
  }, 60_000);

  it("runs a user's API-format workflow with its placeholders filled", async () => {
    comfy.prompts.length = 0;
    const file = writeWorkflow("mine.json", userWorkflow);
    // The workflow names its checkpoint itself: INPAINTING_MODEL_NAME is not needed.
    const out = await createInpaintingRenderer(settings({ workflowFile: file, modelName: undefined, imageSide: 512 })).render(await creativeRequest([{ width: 1080, height: 1080 }], 5));
    const graph = comfy.prompts[0]!.prompt;
    expect(graph["13"]!.inputs).toMatchObject({ width: 512, height: 512 });
    expect(graph["14"]!.inputs.text).toMatch(/^RAW photo, Acme Cola can .*, 8k$/);
    expect(graph["17"]!.inputs.seed).toBe(5);
    expect(out[0]!.width).toBe(1080);
    expect((await opaqueProductPixelsChanged(out[0]!, await redCutout())).changed).toBe(0);
  }, 60_000);

  it("reports ComfyUI's validation and execution errors", async () => {
    await expect(createInpaintingRenderer(settings({ modelName: "missing.safetensors" })).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(
      /ComfyUI server answered the workflow with HTTP 400 Bad Request: Prompt outputs failed validation; CheckpointLoaderSimple: Value not in list \(ckpt_name: 'missing.safetensors' not in/,
    );
    comfy.options.failNextRun = true;
    await expect(createInpaintingRenderer(settings()).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(/ComfyUI server failed the workflow: KSampler: Allocation on device would exceed allowed memory/);
  }, 60_000);

  it("times out a prompt stuck in the queue", async () => {
    const slow = await startComfyUiStandIn({ checkpoints: [CHECKPOINT], runMs: 5000 });
    try {
      await expect(createInpaintingRenderer(settings({ url: slow.url, timeoutMs: 1500 })).render(await creativeRequest([{ width: 300, height: 250 }]))).rejects.toThrow(
        /did not finish the workflow within 1500 ms \(INPAINTING_TIMEOUT_MS\)/,
      );
    } finally {
      await slow.close();
    }
  });

  it("refuses a workflow that cannot work, in one line naming what is wrong", () => {
    const refused = (value: unknown, extra: Partial<InpaintingSettings> = {}) => {
      try {
        createInpaintingRenderer(settings({ workflowFile: writeWorkflow(`w${Math.random()}.json`, value), ...extra }));
      } catch (error) {
        expect((error as Error).message).not.toContain("\n");
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refused("{ not json")).toMatch(/^Invalid configuration: INPAINTING_WORKFLOW \(.*\.json\) is not JSON/);
    expect(refused({ nodes: [], links: [] })).toMatch(/is in the UI format .* Export \(API\)/);
    const noMask: Record<string, unknown> = { ...userWorkflow };
    delete noMask["12"];
    expect(refused({ ...noMask, "16": { ...userWorkflow["16"], inputs: { ...userWorkflow["16"].inputs, mask: ["11", 1] } } })).toMatch(/does not use \{\{mask\}\}/);
    expect(refused({ ...userWorkflow, "14": { class_type: "CLIPTextEncode", inputs: { text: "{{promt}}", clip: ["10", 1] } } })).toMatch(/node "14" \(CLIPTextEncode\) input "text" uses \{\{promt\}\}, which is not a placeholder/);
    expect(refused({ ...userWorkflow, "18": { class_type: "VAEDecode", inputs: { samples: ["99", 0], vae: ["10", 2] } } })).toMatch(/node "18" \(VAEDecode\) input "samples" links to node "99"/);
    const noSave: Record<string, unknown> = { ...userWorkflow };
    delete noSave["19"];
    expect(refused(noSave)).toMatch(/has no SaveImage node/);
    expect(() => createInpaintingRenderer(settings({ workflowFile: path.join(dir, "absent.json") }))).toThrow(/INPAINTING_WORKFLOW \(.*absent\.json\) cannot be read: ENOENT/);
    // The default workflow loads {{checkpoint}}: it needs INPAINTING_MODEL_NAME.
    expect(() => createInpaintingRenderer(settings({ modelName: undefined }))).toThrow(/INPAINTING_MODEL_NAME must name the checkpoint the default ComfyUI workflow loads/);
    expect(() => createInpaintingRenderer({ ...settings({ workflowFile: writeWorkflow("ok.json", userWorkflow) }), protocol: "automatic1111" })).toThrow(/INPAINTING_WORKFLOW is a ComfyUI workflow, but INPAINTING_MODEL_PROTOCOL is automatic1111/);
    expect(refused(userWorkflow)).toBe("accepted");
  });
});

