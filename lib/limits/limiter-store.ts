import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getDatabaseHandle } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { processOnce } from "@/lib/runtime/process-once";

/**
 * Where counted limits (API rate limits, the sign-in throttle) keep their counters, so that every
 * server of a deployment counts the same requests: Redis when REDIS_URL is set, else the PostgreSQL
 * database (`rate_limits`, rate-limiter-flexible's layout), else this process's memory (PGlite:
 * one process serves everything). Counting is rate-limiter-flexible's, not ours: an atomic
 * increment per key in a window of `duration` seconds.
 */
export type LimitStoreKind = "memory" | "postgres" | "redis";

export interface LimitOptions {
  /** names the limit's keys apart from other limits' */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

interface LimitStore {
  kind: LimitStoreKind;
  make(options: LimitOptions): RateLimiterAbstract;
  close(): Promise<void>;
  /** Throws when the store does not answer (readiness). */
  check(): Promise<void>;
}

const limitStore = processOnce("__adcraftLimitStore", () => openLimitStore());

export const getLimitStore = (): Promise<LimitStore> => limitStore.get();

export async function closeLimitStore() {
  await (await limitStore.take()?.catch(() => undefined))?.close();
}

const memoryLimiter = (options: LimitOptions) => new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds });

async function openLimitStore(): Promise<LimitStore> {
  const env = getEnv();
  if (env.REDIS_URL) {
    const { Redis } = await import("ioredis");
    // Commands wait for a (re)connection only briefly: a limit that cannot be counted falls back
    // to this process's count (the insurance limiter) rather than holding the request.
    const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
    redis.on("error", (error: Error) => console.error("[limits] redis:", error.message));
    await redis.connect();
    return {
      kind: "redis",
      make: (options) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: `adcraft:${options.keyPrefix}`, points: options.points, duration: options.durationSeconds, insuranceLimiter: memoryLimiter(options) }),
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
      check: async () => void (await redis.ping()),
    };
  }
  const handle = await getDatabaseHandle();
  if (handle.connectionString) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: handle.connectionString, max: 4, application_name: "adcraft-limits" });
    pool.on("error", (error) => console.error("[limits] postgres:", error.message));
    return {
      kind: "postgres",
      make: (options) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: "pool",
          tableName: "rate_limits",
          tableCreated: true, // by the migration (lib/db/schema/hub.ts)
          keyPrefix: options.keyPrefix,
          points: options.points,
          duration: options.durationSeconds,
          insuranceLimiter: memoryLimiter(options),
        }),
      close: () => pool.end(),
      check: async () => void (await pool.query("select 1 from rate_limits limit 1")),
    };
  }
  return { kind: "memory", make: memoryLimiter, close: async () => undefined, check: async () => undefined };
}
