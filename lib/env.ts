import { z } from "zod";

/**
 * The only reader of process.env. One schema; a bad value stops start-up with one line that
 * names the variable and what it expects. Empty strings count as unset.
 */
const port = z.coerce.number().int().min(1).max(65535);
const nonNegative = z.coerce.number().min(0);

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
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  const field = schema.shape[name as keyof typeof schema.shape];
  const expected = field?.description ?? issue.message;
  throw new ConfigError(`Invalid configuration: ${name} must be ${expected} (got ${JSON.stringify(cleaned[name])}).`);
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
