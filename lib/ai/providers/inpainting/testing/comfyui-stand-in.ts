import sharp from "sharp";
import { randomUUID } from "node:crypto";
import { formDataOf, json, sleep, startStandIn, type StandIn } from "./http-stand-in";
import { paintMasked } from "./paint";

/**
 * A ComfyUI server as server.py and execution.py serve it:
 * - `POST /upload/image` (multipart: image, type, subfolder, overwrite) stores into the input folder → `{ name, subfolder, type }`
 * - `POST /prompt` `{ prompt, client_id }` validates the API-format graph (known class_type, required
 *   inputs, links to existing nodes, LoadImage files that exist, ckpt_name in the checkpoint list, an
 *   output node) → `{ prompt_id, number, node_errors }`, or 400 `{ error: { type, message, details, extra_info }, node_errors }`
 * - one prompt runs at a time, in queue order, each `runMs`; `GET /history/{id}` is `{}` until it has run,
 *   then `{ [id]: { prompt, outputs: { [SaveImage id]: { images: [{ filename, subfolder, type }] } }, status } }`
 * - `GET /view?filename&subfolder&type` answers the file, 404 when there is none.
 * Running a graph is "painting" the masked area of the image LoadImage loads (paint.ts).
 */
export interface ComfyUiStandInOptions {
  checkpoints: string[];
  runMs?: number;
  /** the next prompt fails while running, as an out-of-memory KSampler would */
  failNextRun?: boolean;
}

interface NodeSpec {
  required: string[];
  output?: boolean;
}

// The nodes a default or user inpainting workflow uses, with their required inputs (nodes.py).
const NODES: Record<string, NodeSpec> = {
  CheckpointLoaderSimple: { required: ["ckpt_name"] },
  LoadImage: { required: ["image"] },
  LoadImageMask: { required: ["image", "channel"] },
  CLIPTextEncode: { required: ["text", "clip"] },
  InpaintModelConditioning: { required: ["positive", "negative", "vae", "pixels", "mask"] },
  VAEEncodeForInpaint: { required: ["pixels", "vae", "mask", "grow_mask_by"] },
  KSampler: { required: ["model", "seed", "steps", "cfg", "sampler_name", "scheduler", "positive", "negative", "latent_image", "denoise"] },
  VAEDecode: { required: ["samples", "vae"] },
  ImageScale: { required: ["image", "upscale_method", "width", "height", "crop"] },
  SaveImage: { required: ["images", "filename_prefix"], output: true },
};

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

export interface QueuedPrompt {
  id: string;
  prompt: Graph;
  clientId?: string;
  historyPolls: number;
}

export async function startComfyUiStandIn(options: ComfyUiStandInOptions): Promise<StandIn & { uploads: Map<string, Buffer>; prompts: QueuedPrompt[]; options: ComfyUiStandInOptions }> {
  const uploads = new Map<string, Buffer>();
  const outputs = new Map<string, Buffer>();
  const history = new Map<string, unknown>();
  const prompts: QueuedPrompt[] = [];
  let queue = Promise.resolve();
  let counter = 0;
  let number = 0;

  const validate = (graph: Graph): { error: unknown; node_errors: unknown } | null => {
    if (!graph || typeof graph !== "object") return { error: { type: "invalid_prompt", message: "Cannot execute because the prompt is not an object.", details: "", extra_info: {} }, node_errors: {} };
    const nodeErrors: Record<string, unknown> = {};
    for (const [id, node] of Object.entries(graph)) {
      const spec = NODES[node?.class_type];
      if (!spec) return { error: { type: "invalid_prompt", message: `Cannot execute because node ${node?.class_type} does not exist.`, details: `Node ID '#${id}'`, extra_info: {} }, node_errors: {} };
      const errors: Array<{ type: string; message: string; details: string; extra_info: unknown }> = [];
      for (const name of spec.required) {
        const value = node.inputs?.[name];
        if (value === undefined) errors.push({ type: "required_input_missing", message: "Required input is missing", details: name, extra_info: { input_name: name } });
        else if (Array.isArray(value) && !(String(value[0]) in graph)) errors.push({ type: "bad_linked_input", message: "Bad linked input, must be a length-2 list of [string, int]", details: `${name}, ${JSON.stringify(value)}`, extra_info: {} });
      }
      if (node.class_type === "CheckpointLoaderSimple" && !options.checkpoints.includes(String(node.inputs.ckpt_name))) {
        errors.push({ type: "value_not_in_list", message: "Value not in list", details: `ckpt_name: '${String(node.inputs.ckpt_name)}' not in ${JSON.stringify(options.checkpoints)}`, extra_info: {} });
      }
      if ((node.class_type === "LoadImage" || node.class_type === "LoadImageMask") && !uploads.has(String(node.inputs.image))) {
        errors.push({ type: "custom_validation_failed", message: "Failed to validate prompt for output", details: `Invalid image file: ${String(node.inputs.image)}`, extra_info: {} });
      }
      for (const key of ["seed", "steps", "width", "height", "grow_mask_by"]) {
        if (key in (node.inputs ?? {}) && !Array.isArray(node.inputs[key]) && !Number.isInteger(node.inputs[key])) errors.push({ type: "invalid_input_type", message: `Failed to convert an input value to a INT value`, details: `${key}, ${String(node.inputs[key])}`, extra_info: {} });
      }
      if (errors.length) nodeErrors[id] = { errors, dependent_outputs: [], class_type: node.class_type };
    }
    if (!Object.values(graph).some((n) => NODES[n.class_type]?.output)) return { error: { type: "prompt_no_outputs", message: "Prompt has no outputs", details: "", extra_info: {} }, node_errors: [] };
    if (Object.keys(nodeErrors).length) return { error: { type: "prompt_outputs_failed_validation", message: "Prompt outputs failed validation", details: "", extra_info: {} }, node_errors: nodeErrors };
    return null;
  };

  const execute = async (queued: QueuedPrompt) => {
    await sleep(options.runMs ?? 0);
    const graph = queued.prompt;
    const saveId = Object.keys(graph).find((id) => graph[id]!.class_type === "SaveImage")!;
    const started = ["execution_start", { prompt_id: queued.id, timestamp: Date.now() }];
    if (options.failNextRun) {
      options.failNextRun = false;
      const sampler = Object.keys(graph).find((id) => graph[id]!.class_type === "KSampler") ?? saveId;
      history.set(queued.id, {
        prompt: [number, queued.id, graph, { client_id: queued.clientId }, [saveId]],
        outputs: {},
        status: {
          status_str: "error",
          completed: false,
          messages: [started, ["execution_error", { prompt_id: queued.id, node_id: sampler, node_type: graph[sampler]!.class_type, exception_message: "Allocation on device would exceed allowed memory. (out of memory)\n", exception_type: "torch.OutOfMemoryError", traceback: [] }]],
        },
      });
      return;
    }
    const image = Object.values(graph).find((n) => n.class_type === "LoadImage")!.inputs.image as string;
    const mask = Object.values(graph).find((n) => n.class_type === "LoadImageMask")!.inputs.image as string;
    const seed = Number(Object.values(graph).find((n) => n.class_type === "KSampler")?.inputs.seed ?? 0);
    const scale = Object.values(graph).find((n) => n.class_type === "ImageScale")?.inputs;
    const painted = await paintMasked(uploads.get(image)!, uploads.get(mask)!, seed, scale ? Number(scale.width) : undefined, scale ? Number(scale.height) : undefined);
    counter += 1;
    const prefix = String(graph[saveId]!.inputs.filename_prefix ?? "ComfyUI");
    const filename = `${prefix}_${String(counter).padStart(5, "0")}_.png`;
    outputs.set(filename, painted);
    history.set(queued.id, {
      prompt: [number, queued.id, graph, { client_id: queued.clientId }, [saveId]],
      outputs: { [saveId]: { images: [{ filename, subfolder: "", type: "output" }] } },
      status: { status_str: "success", completed: true, messages: [started, ["execution_success", { prompt_id: queued.id, timestamp: Date.now() }]] },
      meta: { [saveId]: { node_id: saveId, display_node: saveId, parent_node: null, real_node_id: saveId } },
    });
  };

  const standIn = await startStandIn(async (req, body, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "POST" && url.pathname === "/upload/image") {
      const form = await formDataOf(req, body);
      const image = form.get("image");
      if (!(image instanceof File) || !image.name) return void res.writeHead(400).end();
      const subfolder = String(form.get("subfolder") ?? "");
      const name = image.name;
      const bytes = Buffer.from(await image.arrayBuffer());
      await sharp(bytes).metadata(); // ComfyUI's LoadImage would fail on a non-image later; refuse it here
      uploads.set(subfolder ? `${subfolder}/${name}` : name, bytes);
      return json(res, 200, { name, subfolder, type: String(form.get("type") ?? "input") });
    }
    if (req.method === "POST" && url.pathname === "/prompt") {
      const data = JSON.parse(body.toString("utf8")) as { prompt?: Graph; client_id?: string };
      if (!data.prompt) return json(res, 400, { error: "no prompt", node_errors: [] });
      const invalid = validate(data.prompt);
      if (invalid) return json(res, 400, invalid);
      const queued: QueuedPrompt = { id: randomUUID(), prompt: data.prompt, clientId: data.client_id, historyPolls: 0 };
      prompts.push(queued);
      number += 1;
      const run = queue.then(() => execute(queued));
      queue = run.catch(() => undefined);
      return json(res, 200, { prompt_id: queued.id, number, node_errors: {} });
    }
    const historyMatch = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && historyMatch) {
      const id = decodeURIComponent(historyMatch[1]!);
      const queued = prompts.find((p) => p.id === id);
      if (queued) queued.historyPolls += 1;
      const entry = history.get(id);
      return json(res, 200, entry ? { [id]: entry } : {});
    }
    if (req.method === "GET" && url.pathname === "/view") {
      const file = url.searchParams.get("type") === "output" && !url.searchParams.get("subfolder") ? outputs.get(url.searchParams.get("filename") ?? "") : undefined;
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "image/png", "content-disposition": `filename="${url.searchParams.get("filename")}"` });
      return void res.end(file);
    }
    return void res.writeHead(404).end();
  });
  return { ...standIn, uploads, prompts, options };
}
