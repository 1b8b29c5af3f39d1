import { z } from "zod";
import { AppError } from "@/lib/errors";

export type RawInput = Record<string, unknown>;

/** Query parameters; a repeated name becomes an array. */
export function readQuery(url: URL): RawInput {
  return collect(url.searchParams.keys(), (k) => url.searchParams.getAll(k));
}

/** How large a body may be, and the 413 that answers a larger one. */
export interface BodyLimit {
  maxBytes: number;
  field: string;
  message: string;
}

/** A JSON, multipart or url-encoded body as a flat object, refused with 413 beyond its limit. */
export async function readBody(request: Request, limit: BodyLimit): Promise<RawInput> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readLimited(request, limit);
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw AppError.validation("body", "The form data could not be read.");
    }
    return collect(form.keys(), (k) => form.getAll(k));
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as RawInput;
  } catch {
    // fall through to the one message below
  }
  throw AppError.validation("body", "The request body must be a JSON object or multipart form data.");
}

/**
 * The body's bytes, counted as they arrive: a declared Content-Length over the limit is refused
 * before anything is read, and a chunked body when it passes the limit, so no request can make the
 * server hold more than the limit.
 */
async function readLimited(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer>> {
  const refuse = () => new AppError("PayloadTooLarge", limit.message, { field: limit.field });
  if (Number(request.headers.get("content-length") ?? 0) > limit.maxBytes) throw refuse();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function collect(keys: Iterable<string>, getAll: (key: string) => unknown[]): RawInput {
  const out: RawInput = {};
  for (const key of new Set(keys)) {
    // Empty values count as absent, so a required field sent empty reads "is required".
    const values = getAll(key).filter((v) => v !== "");
    if (values.length) out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** Field names are matched case-insensitively (`PromptObjectsString` = `promptObjectsString`). */
export function canonicalizeKeys(raw: RawInput, schema: z.ZodType | undefined): RawInput {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : undefined;
  if (!shape) return raw;
  const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [byLower.get(k.toLowerCase()) ?? k, v]));
}

export function findField(raw: RawInput, name: string): unknown {
  const lower = name.toLowerCase();
  return Object.entries(raw).find(([k]) => k.toLowerCase() === lower)?.[1];
}

/** Validates with the schema; each failing field becomes a 400 entry keyed by its name. */
export function parseInput<T extends z.ZodType>(schema: T, raw: RawInput): z.infer<T> {
  refuseNulCharacters(raw);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "body");
    const message = raw[field] === undefined && issue.path.length ? `The ${field} field is required.` : `The ${field} field ${issue.message}.`;
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  throw new AppError("Validation", "The request is not valid.", { fields: errors });
}

/** PostgreSQL stores no U+0000 in text or JSON: such a field is the client's error, not a 500. */
function refuseNulCharacters(raw: RawInput) {
  const holdsNul = (value: unknown): boolean =>
    typeof value === "string" ? value.includes("\u0000") : Array.isArray(value) ? value.some(holdsNul) : !!value && typeof value === "object" && Object.values(value).some(holdsNul);
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (holdsNul(value)) errors[field] = [`The ${field} field must not contain the NUL character (U+0000).`];
  }
  if (Object.keys(errors).length) throw new AppError("Validation", "The request is not valid.", { fields: errors });
}
