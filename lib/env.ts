import "server-only";
import { z } from "zod";
import { parseAllowlist } from "@/lib/outbound/allowlist";
import { parseBlobStoreUrl } from "@/lib/storage/blob-store-url";

/**
 * The only reader of process.env. One schema; a bad value stops start-up with one line that
 * names the variable and what it expects. Empty strings count as unset.
 */
const port = z.coerce.number().int().min(1).max(65535);
const isValidAllowlist = (text: string) => {
  try {
    return Boolean(parseAllowlist(text));
  } catch {
    return false;
  }
};
const nonNegative = z.coerce.number().min(0);
const isValid = (parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
};

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000).describe("an integer port from 1 to 65535"),
  HOST: z.string().min(1).default("127.0.0.1").describe("a host name or IP address to listen on"),
  DATA_DIR: z.string().min(1).default(".data").describe("a directory path"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "a postgres:// URL")
    .optional()
    .describe("a postgres:// or postgresql:// URL"),
  JWT_SECRET: z.string().min(32).optional().describe("at least 32 characters"),
  RATE_LIMIT_RPS: nonNegative.default(50).describe("requests per second per API key (0 turns the limit off)"),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(100).describe("a positive integer"),
  AD_TEXTS_PER_PROCESS: z.coerce.number().int().min(1).max(10).default(5).describe("an integer from 1 to 10"),
  TEXT_MODEL_URL: z.url({ protocol: /^https?$/ }).optional().describe("the base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1"),
  TEXT_MODEL_KEY: z.string().optional(),
  TEXT_MODEL_NAME: z.string().min(1).default("gpt-4o-mini"),
  TEXT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000).describe("milliseconds, at least 1000"),
  VISION_MODEL_NAME: z.string().min(1).optional().describe("a vision-capable model served at TEXT_MODEL_URL"),
  SEGMENTER_MODEL_PATH: z.string().min(1).optional().describe("the path of an ISNet/BiRefNet/U2Net-style .onnx model"),
  SEGMENTER_MODEL_INPUT_SIZE: z.coerce.number().int().min(32).max(2048).default(1024).describe("the model's square input size in pixels"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional().describe("the public base URL of this server, e.g. https://ads.example.com"),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium").describe("the path of a Chromium executable (advanceMode renders pages with it)"),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2).describe("an integer from 1 to 16: pages rendered at once"),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000).describe("milliseconds per rendered page, at least 1000"),
  OUTBOUND_ALLOWLIST: z
    .string()
    .refine((v) => isValidAllowlist(v), "host names, IP addresses or CIDR ranges")
    .optional()
    .describe("comma-separated host names, IP addresses or CIDR ranges that outgoing requests may reach even when private"),
  TRUSTED_PROXIES: z
    .string()
    .refine((v) => isValidAllowlist(v), "IP addresses or CIDR ranges")
    .optional()
    .describe("comma-separated IP addresses or CIDR ranges of reverse proxies whose X-Forwarded-For names the visitor (default: none; the socket's address counts)"),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?|[A-Za-z0-9_-]{43})$/, "32 bytes")
    .optional()
    .describe("a 32-byte AES-256 key, as 64 hex characters or base64"),
  BACKEND_URL: z.url({ protocol: /^https?$/ }).optional().describe("the base URL of the Adcraft service the studio calls, e.g. https://api.example.com (default: this server)"),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe("an smtp:// or smtps:// URL (user and password in it if needed): review notifications are also e-mailed (default: in the studio only)"),
  SMTP_FROM: z.string().min(3).default("Adcraft <adcraft@localhost>").describe("the From address of the e-mails"),
  SESSION_SECRET: z.string().min(32).optional().describe("at least 32 characters (studio sign-in sessions; generated into DATA_DIR when unset)"),
  WORKERS: z.coerce.number().int().min(0).max(16).default(1).describe("an integer from 0 to 16: job workers in this process (0 serves requests only)"),
  WORKER_QUEUES: z
    .string()
    .regex(/^[a-z-]+(,[a-z-]+)*$/, "job names")
    .optional()
    .describe("comma-separated job names this process works, e.g. render-task (default: all)"),
  INPAINTING_MODEL_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("the base URL of the generative back end: Automatic1111/Forge/SD.Next (http://127.0.0.1:7860), ComfyUI (http://127.0.0.1:8188) or an OpenAI-compatible API (https://api.openai.com/v1)"),
  INPAINTING_MODEL_PROTOCOL: z.enum(["automatic1111", "comfyui", "openai-images"]).default("automatic1111").describe("one of automatic1111, comfyui, openai-images"),
  INPAINTING_MODEL_KEY: z.string().optional(),
  INPAINTING_MODEL_NAME: z.string().min(1).optional().describe("a checkpoint name (automatic1111, comfyui) or a model (openai-images)"),
  INPAINTING_IMAGE_SIZE: z.coerce
    .number()
    .int()
    .min(256)
    .max(2048)
    .refine((n) => n % 64 === 0, "a multiple of 64")
    .default(1024)
    .describe("the model's native side in pixels, a multiple of 64 from 256 to 2048 (1024 for SDXL, 512 or 768 for SD 1.5)"),
  INPAINTING_WORKFLOW: z.string().min(1).optional().describe("the path of a ComfyUI workflow in the API format"),
  INPAINTING_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000).describe("milliseconds per generation, at least 1000"),
  BLOB_STORE: z.enum(["files", "postgres", "s3"]).optional().describe("one of files, postgres, s3 (default: s3 with BLOB_STORE_URL, else postgres with DATABASE_URL, else files)"),
  BLOB_STORE_URL: z
    .string()
    .refine((v) => isValid(() => parseBlobStoreUrl(v)), "an s3:// URL")
    .optional()
    .describe("an s3://bucket[/prefix]?endpoint=…&region=… URL of S3-compatible object storage"),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, "a redis:// URL").optional().describe("a redis:// or rediss:// URL (rate limits and the sign-in throttle are kept there)"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000).describe("milliseconds from 0 to 600000 that a stopping process waits for requests and jobs in flight"),
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(30 * 86_400).default(8 * 3600).describe("seconds a studio sign-in lasts, from 60 to 2592000"),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return checkCombinations(result.data);
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  const field = schema.shape[name as keyof typeof schema.shape];
  const expected = field?.description ?? issue.message;
  throw new ConfigError(`Invalid configuration: ${name} must be ${expected} (got ${JSON.stringify(cleaned[name])}).`);
}

/** Settings valid alone but not together. */
function checkCombinations(env: Env): Env {
  const store = blobStoreKind(env);
  if (store === "s3" && !env.BLOB_STORE_URL) throw new ConfigError("Invalid configuration: BLOB_STORE=s3 needs BLOB_STORE_URL (an s3:// URL).");
  if (store === "postgres" && !env.DATABASE_URL) throw new ConfigError("Invalid configuration: BLOB_STORE=postgres needs DATABASE_URL (the embedded database serves one process; keep BLOB_STORE=files).");
  return env;
}

/** Where blobs live: an object store when one is named, the shared database when there is one, else DATA_DIR. */
export function blobStoreKind(env: Env): "files" | "postgres" | "s3" {
  return env.BLOB_STORE ?? (env.BLOB_STORE_URL ? "s3" : env.DATABASE_URL ? "postgres" : "files");
}

let cached: Env | undefined;

/** The validated configuration, parsed once on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` runs: nothing may open the database or start workers then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
