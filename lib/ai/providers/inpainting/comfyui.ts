import "server-only";
import { randomUUID } from "node:crypto";
import { diffusionSize, type GenerationJob, type InpaintingBackend } from "./backend";
import { fillWorkflow, type LoadedWorkflow } from "./comfyui-workflow";
import { authorizationHeaders, InpaintingError, parseJson, request, type HttpTarget } from "./http";

/**
 * ComfyUI's HTTP API: the composed scene and the mask are uploaded (`POST /upload/image`), the
 * API-format workflow is queued with them (`POST /prompt`), followed (`GET /history/{id}` stays
 * `{}` until the prompt has run: polled) and its SaveImage result fetched (`GET /view`).
 * ComfyUI has no auth of its own; a key is sent for a proxy in front of it.
 */
export interface ComfyUiOptions {
  url: string;
  key?: string;
  checkpoint?: string;
  workflow: LoadedWorkflow;
  imageSide: number;
  /** the whole generation: uploads, the wait in ComfyUI's queue, the run */
  timeoutMs: number;
  retries?: number;
  backoffMs?: number;
  pollMs?: number;
  steps?: number;
}

const DEFAULT_STEPS = 30;
const DENOISE = { styleReference: 0.6, free: 0.85 } as const;
/** one poll or upload may take this long at most */
const REQUEST_TIMEOUT_MS = 30_000;

interface HistoryEntry {
  outputs?: Record<string, { images?: Array<{ filename?: unknown; subfolder?: unknown; type?: unknown }> }>;
  status?: { status_str?: unknown; completed?: unknown; messages?: unknown };
}

export function comfyUiBackend(options: ComfyUiOptions): InpaintingBackend {
  const base: HttpTarget = {
    label: "The ComfyUI server",
    baseUrl: options.url.replace(/\/+$/, ""),
    headers: { accept: "application/json", ...authorizationHeaders(options.key, true) },
    secret: options.key,
    timeoutMs: Math.min(options.timeoutMs, REQUEST_TIMEOUT_MS),
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 1000,
  };
  const pollMs = options.pollMs ?? 500;
  const clientId = randomUUID();
  const upload = async (png: Buffer, name: string) => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
    form.append("type", "input");
    form.append("overwrite", "true");
    const { body } = await request(base, "/upload/image", { method: "POST", body: form, what: `the upload of ${name}` });
    const answer = parseJson(base, body, "the upload") as { name?: unknown; subfolder?: unknown } | null;
    if (typeof answer?.name !== "string" || !answer.name) throw new InpaintingError(`${base.label} answered the upload of ${name} without a file name`);
    // LoadImage names a file of the input folder by its path below it.
    return typeof answer.subfolder === "string" && answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
  };
  return {
    name: "comfyui",
    generationSize: (primary) => diffusionSize(primary, options.imageSide),
    async generate(job: GenerationJob) {
      const deadline = Date.now() + options.timeoutMs;
      const stem = `adcraft-${randomUUID()}`;
      const [image, mask] = await Promise.all([upload(job.scenePng, `${stem}-scene.png`), upload(job.maskPng, `${stem}-mask.png`)]);
      const prompt = fillWorkflow(options.workflow.workflow, {
        prompt: job.prompt,
        negative_prompt: job.negativePrompt,
        image,
        mask,
        seed: job.seed,
        steps: options.steps ?? DEFAULT_STEPS,
        denoise: job.styleReference ? DENOISE.styleReference : DENOISE.free,
        width: job.size.width,
        height: job.size.height,
        checkpoint: options.checkpoint ?? "",
      });
      const queued = await request(base, "/prompt", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt, client_id: clientId }),
        what: "the workflow",
      }).catch((error: unknown) => {
        throw error instanceof InpaintingError ? new InpaintingError(`${error.message} (${options.workflow.source})`, error.transient) : error;
      });
      const promptId = (parseJson(base, queued.body, "the workflow") as { prompt_id?: unknown } | null)?.prompt_id;
      if (typeof promptId !== "string" || !promptId) throw new InpaintingError(`${base.label} queued the workflow without a prompt_id`);

      const entry = await waitForHistory(base, promptId, deadline, pollMs, options.timeoutMs);
      const status = entry.status;
      if (status?.status_str === "error") throw new InpaintingError(`${base.label} failed the workflow: ${executionError(status.messages)}`);
      const saved = Object.values(entry.outputs ?? {})
        .flatMap((o) => o.images ?? [])
        .find((i) => i.type === "output" && typeof i.filename === "string");
      if (!saved) throw new InpaintingError(`${base.label} ran the workflow but it saved no image (does its SaveImage node get the decoded picture?)`);
      const query = new URLSearchParams({ filename: String(saved.filename), subfolder: typeof saved.subfolder === "string" ? saved.subfolder : "", type: "output" });
      const { body } = await request(base, `/view?${query}`, { method: "GET", headers: { accept: "image/*" }, what: "the result image" });
      return body;
    },
  };
}

/** `GET /history/{id}` answers `{}` while the prompt waits or runs, then `{ [id]: { outputs, status } }`. */
async function waitForHistory(base: HttpTarget, promptId: string, deadline: number, pollMs: number, timeoutMs: number): Promise<HistoryEntry> {
  for (;;) {
    const { body } = await request(base, `/history/${encodeURIComponent(promptId)}`, { method: "GET", what: "the history" });
    const history = parseJson(base, body, "the history") as Record<string, HistoryEntry> | null;
    const entry = history?.[promptId];
    if (entry && (entry.status?.completed === true || entry.status?.status_str === "error" || entry.outputs)) return entry;
    if (Date.now() + pollMs > deadline) throw new InpaintingError(`${base.label} did not finish the workflow within ${timeoutMs} ms (INPAINTING_TIMEOUT_MS); it may still be queued behind other work`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The execution_error message ComfyUI records in the history's status messages. */
function executionError(messages: unknown): string {
  if (Array.isArray(messages)) {
    for (const message of messages) {
      if (Array.isArray(message) && message[0] === "execution_error") {
        const data = message[1] as { node_type?: unknown; exception_message?: unknown } | undefined;
        return `${typeof data?.node_type === "string" ? `${data.node_type}: ` : ""}${String(data?.exception_message ?? "execution error").trim()}`.slice(0, 200);
      }
    }
  }
  return "execution error";
}
