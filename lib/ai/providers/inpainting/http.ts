import "server-only";

/**
 * The HTTP side every inpainting back end shares: one request with a timeout, transient failures
 * retried with backoff, and errors that say what the server did (never the key).
 */
export interface HttpTarget {
  /** "The Automatic1111 server", "The ComfyUI server", … : the start of every error message */
  label: string;
  baseUrl: string;
  headers: Record<string, string>;
  /** redacted from any error text */
  secret?: string;
  timeoutMs: number;
  /** further tries after a transient failure (network error, 429, 502, 503, 504) */
  retries: number;
  /** the first wait before a retry; each next one is four times longer */
  backoffMs: number;
}

export class InpaintingError extends Error {
  constructor(
    message: string,
    /** worth another try: the server may answer next time */
    readonly transient = false,
  ) {
    super(message);
    this.name = "InpaintingError";
  }
}

/**
 * `user:password` is HTTP Basic (A1111's --api-auth, a proxy's basic auth); anything else is a
 * bearer token (a proxy's or a hosted API's key). A token with a colon in it can be given as
 * "Bearer <token>".
 */
export function authorizationHeaders(key: string | undefined, basicAllowed: boolean): Record<string, string> {
  if (!key) return {};
  if (/^Bearer\s+\S/.test(key)) return { authorization: key };
  if (basicAllowed && /^[^:\s]+:\S+$/.test(key)) return { authorization: `Basic ${Buffer.from(key, "utf8").toString("base64")}` };
  return { authorization: `Bearer ${key}` };
}

const TRANSIENT_STATUS = new Set([429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 30_000;

/** One request; the response with its body read. Throws InpaintingError; retries what is transient. */
export async function request(target: HttpTarget, path: string, init: RequestInit & { what: string }): Promise<{ response: Response; body: Buffer }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once(target, path, init);
    } catch (error) {
      if (!(error instanceof InpaintingError) || !error.transient || attempt >= target.retries) throw error;
      const wait = (error as InpaintingError & { retryAfterMs?: number }).retryAfterMs ?? target.backoffMs * 4 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

async function once(target: HttpTarget, path: string, init: RequestInit & { what: string }): Promise<{ response: Response; body: Buffer }> {
  const fail = (detail: string, transient = false) => new InpaintingError(`${target.label} ${detail}`, transient);
  let response: Response;
  let body: Buffer;
  try {
    response = await fetch(target.baseUrl + path, {
      ...init,
      headers: { ...target.headers, ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // A timed-out generation is not retried: the server keeps working on it, and a second one would queue behind it.
    if (error instanceof Error && error.name === "TimeoutError") throw fail(`did not answer ${init.what} within ${target.timeoutMs} ms (INPAINTING_TIMEOUT_MS)`);
    throw fail(`was unreachable (${networkCause(error)}) for ${init.what}`, true);
  }
  if (!response.ok) {
    const detail = serverDetail(body.toString("utf8"), target.secret);
    const hint = response.status === 401 || response.status === 403 ? " (check INPAINTING_MODEL_KEY: user:password for HTTP Basic, else a bearer token)" : "";
    const error = fail(`answered ${init.what} with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}${detail ? `: ${detail}` : ""}${hint}`, TRANSIENT_STATUS.has(response.status));
    const retryAfter = Number(response.headers.get("retry-after"));
    if (Number.isFinite(retryAfter) && retryAfter > 0) Object.assign(error, { retryAfterMs: Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS) });
    throw error;
  }
  return { response, body };
}

export function parseJson(target: Pick<HttpTarget, "label">, body: Buffer, what: string): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new InpaintingError(`${target.label} answered ${what} with something that is not JSON`);
  }
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.name : "unknown error";
}

/** A short, single-line excerpt of an error body (`detail`, `errors`, `error`, `error.message`), the key redacted. */
function serverDetail(text: string, secret?: string): string {
  let detail = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    const nested = body?.error && typeof body.error === "object" ? (body.error as Record<string, unknown>).message : undefined;
    const field = [body?.detail, body?.errors, nested, body?.error].find((v) => typeof v === "string" && v.trim());
    if (typeof field === "string") detail = field;
    // ComfyUI says which node refused what under node_errors: { [id]: { class_type, errors: [{ message, details }] } }
    const nodeError = Object.values((body?.node_errors ?? {}) as Record<string, { class_type?: unknown; errors?: Array<{ message?: unknown; details?: unknown }> }>)[0];
    const first = nodeError?.errors?.[0];
    if (first) detail += `; ${String(nodeError.class_type ?? "node")}: ${String(first.message ?? "")}${first.details ? ` (${String(first.details)})` : ""}`;
  } catch {
    // not JSON: the raw text, unless it is a proxy's HTML error page
    if (/^\s*</.test(text)) detail = "";
  }
  if (secret) for (const part of new Set([secret, ...secret.split(":")].filter((s) => s.length >= 4))) detail = detail.split(part).join("[redacted]");
  detail = detail.replace(/\s+/g, " ").trim();
  return detail.length > 200 ? `${detail.slice(0, 197)}...` : detail;
}
