import { z } from "zod";
import { AppError } from "@/lib/errors";
import { isGuid } from "@/lib/schemas/fields";

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
  /** How long the body may stall between two chunks; BODY_IDLE_MS unless given. */
  idleMs?: number;
}

/**
 * A body that stops arriving half-way is answered 408 after this long without a byte, instead of
 * holding its request (and the memory read so far) for minutes. A slow upload that keeps moving is
 * never cut off: the clock restarts with every chunk.
 */
export const BODY_IDLE_MS = 10_000;

/**
 * A JSON, multipart or url-encoded body as a flat object, refused with 413 beyond its limit. The
 * body streams into its parser as it arrives, counted on the way: the form parser keeps the one
 * copy it needs (a file's bytes) and no earlier copy of the whole body lingers beside it.
 */
export async function readBody(request: Request, limit: BodyLimit): Promise<RawInput> {
  const type = request.headers.get("content-type") ?? "";
  const body = limitedBody(request, limit);
  // Media types are case-insensitive (RFC 9110 §8.3.1): `Multipart/Form-Data` is a form too.
  const mediaType = type.toLowerCase();
  if (mediaType.includes("multipart/form-data") || mediaType.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(body.stream, { headers: { "content-type": type } }).formData();
    } catch {
      throw body.failure() ?? AppError.validation("body", "The form data could not be read.");
    }
    return collect(form.keys(), (k) => form.getAll(k));
  }
  const text = await new Response(body.stream).text().catch(() => {
    throw body.failure() ?? AppError.validation("body", "The request body could not be read.");
  });
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      if (depthOf(parsed) > MAX_JSON_DEPTH) throw AppError.validation("body", `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
      return parsed as RawInput;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // fall through to the one message below
  }
  throw AppError.validation("body", "The request body must be a JSON object or multipart form data.");
}

/** No field of the contract nests more than a few levels; far deeper JSON is an attack or a mistake. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion (so 5000 levels cannot overflow the stack). */
export function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The body as a stream counted as it arrives: a declared Content-Length over the limit is refused
 * before anything is read, and a chunked body when it passes the limit, so no request can make the
 * server hold more than the limit. The parser reading the stream reports a failure its own way;
 * `failure()` is the 413 or 408 that ended the stream, to answer with instead.
 */
function limitedBody(request: Request, limit: BodyLimit): { stream: ReadableStream<Uint8Array> | null; failure: () => AppError | undefined } {
  const refuse = () => new AppError("PayloadTooLarge", limit.message, { field: limit.field });
  if (Number(request.headers.get("content-length") ?? 0) > limit.maxBytes) throw refuse();
  if (!request.body) return { stream: null, failure: () => undefined };
  const reader = request.body.getReader();
  const idleMs = limit.idleMs ?? BODY_IDLE_MS;
  let total = 0;
  let failure: AppError | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      // Pulled one chunk at a time by the parser: the client's bytes wait in its socket meanwhile.
      async pull(controller) {
        try {
          const { done, value } = await readWithin(reader, idleMs);
          if (done) return controller.close();
          total += value.byteLength;
          if (total > limit.maxBytes) {
            // Not cancelled: a cancel destroys the socket, and a client that reuses its connection
            // after the 413 meets a reset. The rest is drained once answered (body-drain.ts).
            reader.releaseLock();
            throw refuse();
          }
          controller.enqueue(value);
        } catch (error) {
          if (error instanceof AppError) failure = error;
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason).catch(() => undefined),
    },
    { highWaterMark: 0 },
  );
  return { stream, failure: () => failure };
}

/** The next chunk, or a 408 (and the body cancelled) when none comes within `idleMs`. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before the cancel, which ends the pending read: the race must see the timeout first.
      reject(new AppError("RequestTimeout", `The request body stopped arriving: nothing came for ${idleMs / 1000} seconds.`, { field: "body" }));
      reader.cancel().catch(() => undefined);
    }, idleMs);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
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

/** Every GUID given as `applicationId` (any case, repeated or not) in any of the inputs. */
export function claimedApplicationIds(...inputs: RawInput[]): string[] {
  return inputs
    .flatMap((raw) => Object.entries(raw).filter(([key]) => key.toLowerCase() === "applicationid"))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === "string" && isGuid(value));
}

/** Validates with the schema; each failing field becomes a 400 entry keyed by its name. */
export function parseInput<T extends z.ZodType>(schema: T, raw: RawInput): z.infer<T> {
  refuseUnstorableText(raw);
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

/**
 * Text PostgreSQL cannot store is the client's error, not a 500: U+0000, and lone UTF-16 surrogates
 * (`"\ud800"` in JSON), which are no Unicode characters at all. Walks without recursion; readBody
 * has already refused JSON nested too deep.
 */
function refuseUnstorableText(raw: RawInput) {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    const problem = unstorableTextIn(value);
    if (problem) errors[field] = [`The ${field} field ${problem}.`];
  }
  if (Object.keys(errors).length) throw new AppError("Validation", "The request is not valid.", { fields: errors });
}

function unstorableTextIn(root: unknown): string | null {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "must not contain the NUL character (U+0000)";
      if (!value.isWellFormed()) return "must be valid Unicode text (it holds a lone surrogate)";
    } else if (value && typeof value === "object") {
      stack.push(...Object.keys(value), ...Object.values(value));
    }
  }
  return null;
}
