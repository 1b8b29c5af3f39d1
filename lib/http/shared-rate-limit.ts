import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "@/lib/env";
import { getLimitStore } from "@/lib/limits/limiter-store";
import { processOnce } from "@/lib/runtime/process-once";
import { RateLimiter, type RateDecision } from "./rate-limit";

/**
 * The API rate limit per key. On PGlite (one process) the token bucket in memory (./rate-limit.ts);
 * with PostgreSQL or Redis the same bucket made of two counters every server shares
 * (rate-limiter-flexible's, one atomic increment each): RATE_LIMIT_RPS requests per second, and
 * when those are spent, the rest of RATE_LIMIT_BURST per window of BURST / RPS seconds (the time
 * the bucket takes to fill).
 */
export interface RateGate {
  take(key: string): Promise<RateDecision | null>;
}

const rateGate = processOnce("__adcraftRateGate", () => openRateGate());

export const apiRateGate = (): Promise<RateGate> => rateGate.get();

async function openRateGate(): Promise<RateGate> {
  const { RATE_LIMIT_RPS: rps, RATE_LIMIT_BURST: burst } = getEnv();
  if (rps <= 0) return { take: async () => null };
  const store = await getLimitStore();
  if (store.kind === "memory") {
    const bucket = new RateLimiter(rps, burst);
    return { take: async (key) => bucket.take(key) };
  }
  const perSecond = Math.max(1, Math.floor(Math.min(rps, burst)));
  const extra = burst - perSecond;
  return sharedGate(
    {
      rate: store.make({ keyPrefix: "api", points: perSecond, durationSeconds: 1 }),
      burst: extra > 0 ? store.make({ keyPrefix: "api-burst", points: extra, durationSeconds: Math.max(1, Math.ceil(burst / rps)) }) : undefined,
    },
    burst,
  );
}

/** The steady rate first; past it, the burst allowance; refused when both are spent. */
export function sharedGate(limiters: { rate: RateLimiterAbstract; burst?: RateLimiterAbstract }, limit: number): RateGate {
  const { rate, burst } = limiters;
  return {
    async take(key) {
      const steady = await rate.consume(key).then(allowedResult, rejectedOnly);
      if (steady.allowed) {
        const spare = burst ? await burst.get(key) : null;
        const burstLeft = burst ? (spare ? spare.remainingPoints : burst.points) : 0;
        return decision(true, limit, steady.result.remainingPoints + burstLeft, steady.result.msBeforeNext, spare?.msBeforeNext ?? 0);
      }
      if (!burst) return decision(false, limit, 0, steady.result.msBeforeNext, 0);
      const extra = await burst.consume(key).then(allowedResult, rejectedOnly);
      return decision(extra.allowed, limit, extra.result.remainingPoints, steady.result.msBeforeNext, extra.result.msBeforeNext);
    },
  };
}

const allowedResult = (result: RateLimiterRes) => ({ allowed: true as const, result });

/** A consume() outcome: refused (a RateLimiterRes) is an answer, a store error stays an error. */
function rejectedOnly(rejection: unknown): { allowed: false; result: RateLimiterRes } {
  if (rejection instanceof RateLimiterRes) return { allowed: false, result: rejection };
  throw rejection;
}

function decision(allowed: boolean, limit: number, remaining: number, rateMs: number, burstMs: number): RateDecision {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    allowed,
    limit,
    remaining: Math.max(0, remaining),
    // Full again once both windows have ended; one more request once the sooner one has.
    resetSeconds: seconds(Math.max(rateMs, burstMs)),
    retryAfterSeconds: seconds(burstMs > 0 ? Math.min(rateMs, burstMs) : rateMs),
  };
}
