import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import defaultWorkflow from "./comfyui-default-workflow.json";

/**
 * ComfyUI workflows in the API format (the web UI's "Export (API)"): an object of nodes by id,
 * each `{ class_type, inputs }`, an input being a value or a link `[nodeId, outputIndex]`.
 * Values may hold these placeholders, filled per generation:
 *   {{prompt}} {{negative_prompt}}  the scene in words, and what to avoid
 *   {{image}} {{mask}}              uploaded file names, for LoadImage / LoadImageMask (mask: white = repaint)
 *   {{seed}} {{steps}} {{denoise}}  sampler settings (numbers when the value is the placeholder alone)
 *   {{width}} {{height}}            the generation size in pixels (numbers)
 *   {{checkpoint}}                  INPAINTING_MODEL_NAME
 * {{prompt}}, {{image}} and {{mask}} are required; the result is read from a SaveImage node.
 */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown>; _meta?: unknown }>;

export const PLACEHOLDERS = ["prompt", "negative_prompt", "image", "mask", "seed", "steps", "denoise", "width", "height", "checkpoint"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];
const NUMERIC = new Set<Placeholder>(["seed", "steps", "denoise", "width", "height"]);
const REQUIRED: Placeholder[] = ["prompt", "image", "mask"];

export class WorkflowError extends Error {}

export interface LoadedWorkflow {
  workflow: Workflow;
  /** where it came from, for messages */
  source: string;
  uses: Set<Placeholder>;
}

/** The shipped default, or the API-format file `file` names; throws WorkflowError with one line naming what is wrong. */
export function loadWorkflow(file?: string): LoadedWorkflow {
  if (!file) return checkWorkflow(structuredClone(defaultWorkflow) as unknown, "the default ComfyUI workflow");
  const source = `INPAINTING_WORKFLOW (${path.resolve(file)})`;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new WorkflowError(`${source} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new WorkflowError(`${source} is not JSON: ${(error as Error).message}`);
  }
  return checkWorkflow(parsed, source);
}

export function checkWorkflow(value: unknown, source: string): LoadedWorkflow {
  const fail = (what: string) => new WorkflowError(`${source} ${what}`);
  if (!value || typeof value !== "object" || Array.isArray(value)) throw fail("must be a JSON object of nodes by id (ComfyUI's API format: Workflow → Export (API))");
  const nodes = value as Record<string, unknown>;
  if ("nodes" in nodes && "links" in nodes) throw fail('is in the UI format ("nodes", "links"): export it with Workflow → Export (API)');
  const ids = Object.keys(nodes);
  if (!ids.length) throw fail("has no nodes");
  const uses = new Set<Placeholder>();
  for (const id of ids) {
    const node = nodes[id] as { class_type?: unknown; inputs?: unknown } | null;
    if (!node || typeof node !== "object" || typeof node.class_type !== "string" || !node.class_type) throw fail(`node "${id}" has no class_type`);
    if (!node.inputs || typeof node.inputs !== "object" || Array.isArray(node.inputs)) throw fail(`node "${id}" (${node.class_type}) has no inputs object`);
    for (const [name, input] of Object.entries(node.inputs as Record<string, unknown>)) {
      if (Array.isArray(input) && input.length === 2 && typeof input[1] === "number") {
        if (!(String(input[0]) in nodes)) throw fail(`node "${id}" (${node.class_type}) input "${name}" links to node "${String(input[0])}", which the workflow does not have`);
        continue;
      }
      for (const found of placeholdersIn(input)) {
        if (!(PLACEHOLDERS as readonly string[]).includes(found)) throw fail(`node "${id}" (${node.class_type}) input "${name}" uses {{${found}}}, which is not a placeholder (known: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")})`);
        uses.add(found as Placeholder);
      }
    }
  }
  const missing = REQUIRED.filter((p) => !uses.has(p));
  if (missing.length) throw fail(`does not use ${missing.map((p) => `{{${p}}}`).join(", ")}: the product's scene, its mask and the prompt must reach the model`);
  if (!ids.some((id) => (nodes[id] as { class_type: string }).class_type === "SaveImage")) throw fail("has no SaveImage node: the result is read from one");
  return { workflow: nodes as Workflow, source, uses };
}

function placeholdersIn(value: unknown): string[] {
  if (typeof value === "string") return [...value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!);
  if (Array.isArray(value)) return value.flatMap(placeholdersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(placeholdersIn);
  return [];
}

/** The workflow with every placeholder filled; a value that is a numeric placeholder alone becomes the number. */
export function fillWorkflow(workflow: Workflow, values: Record<Placeholder, string | number>): Workflow {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      const whole = /^\{\{\s*([a-z_]+)\s*\}\}$/.exec(value);
      if (whole && NUMERIC.has(whole[1] as Placeholder)) return Number(values[whole[1] as Placeholder]);
      return value.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => String(values[name as Placeholder]));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(workflow) as Workflow;
}
