import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { Redis } from "ioredis";
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createRunDatabase } from "@/e2e/support/services";
import { openDatabase } from "@/lib/db/client";
import { sharedGate } from "@/lib/http/shared-rate-limit";
import { SIGN_IN_FAILURES } from "@/lib/auth/shared-sign-in-throttle";
import { sharedFailureGuard } from "./failure-guard";

/**
 * Limits counted together by several servers: each "server" here is a limiter of its own with its
 * own connections (as in separate processes), on the machine's PostgreSQL (the migrated
 * `rate_limits` table) and Redis (127.0.0.1:6379, or REDIS_URL).
 */
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
let database: Awaited<ReturnType<typeof createRunDatabase>>;
const pools: pg.Pool[] = [];
const redises: Redis[] = [];

beforeAll(async () => {
  database = await createRunDatabase(`limits${randomBytes(3).toString("hex")}`);
  const handle = await openDatabase({ dataDir: "", databaseUrl: database.url });
  await handle.migrate();
  await handle.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  redises.forEach((r) => r.disconnect());
  await database?.drop();
});

const servers: [string, (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract][] = [
  [
    "PostgreSQL",
    (options) => {
      const pool = new pg.Pool({ connectionString: database.url, max: 4 });
      // Dropping the run's database at the end terminates any connection still closing: expected
      // then, and without a listener the pool's 'error' event would be an unhandled error.
      pool.on("error", () => {});
      pools.push(pool);
      return new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, ...options });
    },
  ],
  [
    "Redis",
    (options) => {
      const redis = new Redis(redisUrl);
      redises.push(redis);
      return new RateLimiterRedis({ storeClient: redis, ...options });
    },
  ],
];

describe.each(servers)("limits shared through %s", (_, limiterOn) => {
  it("lets exactly the burst through across three servers hit at once, and says when to retry", async () => {
    const keyPrefix = `api-${randomBytes(4).toString("hex")}`;
    // 4 per (long, so the machine's speed does not matter) second plus 6 of burst: 10 in all.
    const gates = [0, 1, 2].map(() =>
      sharedGate({ rate: limiterOn({ keyPrefix, points: 4, duration: 5 }), burst: limiterOn({ keyPrefix: `${keyPrefix}-burst`, points: 6, duration: 10 }) }, 10),
    );
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => gates[i % 3]!.take("key-a")));
    expect(decisions.filter((d) => d!.allowed)).toHaveLength(10);
    const refused = decisions.find((d) => !d!.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(5); // the steady window's end, the sooner one
    expect(refused.resetSeconds).toBeGreaterThan(5); // the burst window's end
    expect(refused.remaining).toBe(0);
    const remaining = decisions.filter((d) => d!.allowed).map((d) => d!.remaining);
    expect(Math.min(...remaining)).toBe(0);
    // Another key has its own count.
    expect((await gates[0]!.take("key-b"))!.allowed).toBe(true);
  });

  it("throttles sign-ins of one email on every server after five failures; a success forgets them", async () => {
    const keyPrefix = `sign-in-${randomBytes(4).toString("hex")}`;
    const [a, b] = [0, 1].map(() => sharedFailureGuard(limiterOn({ keyPrefix, points: SIGN_IN_FAILURES, duration: 900 }), SIGN_IN_FAILURES));
    for (let i = 0; i < SIGN_IN_FAILURES - 1; i++) await (i % 2 ? a : b)!.recordFailure("Ann@example.com");
    expect(await a!.retryAfterMs("ann@example.com")).toBe(0);
    await b!.recordFailure(" ann@example.com");
    const wait = await a!.retryAfterMs("ann@example.com");
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(wait).toBeLessThanOrEqual(15 * 60_000);
    await a!.recordFailure("ann@example.com"); // past the limit: still counted, no error
    expect(await b!.retryAfterMs("bob@example.com")).toBe(0);
    await b!.forget("ann@example.com");
    expect(await a!.retryAfterMs("ann@example.com")).toBe(0);
  });
});
