import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "@/lib/env";
import { getLimitStore } from "@/lib/limits/limiter-store";
import { RateLimiter, type RateDecision } from "./rate-limit";

/**
 * The API rate limit per key. On PGlite (one process) the token bucket in memory (./rate-limit.ts);
 * with PostgreSQL or Redis a counter every server shares: RATE_LIMIT_BURST requests per window of
 * RATE_LIMIT_BURST / RATE_LIMIT_RPS seconds (rounded up), the same long-run rate as the bucket.
 */
export interface RateGate {
  take(key: string): Promise<RateDecision | null>;
}

const holder = globalThis as typeof globalThis & { __adcraftRateGate?: Promise<RateGate> };

export function apiRateGate(): Promise<RateGate> {
  holder.__adcraftRateGate ??= openRateGate();
  const opening = holder.__adcraftRateGate;
  opening.catch(() => {
    if (holder.__adcraftRateGate === opening) holder.__adcraftRateGate = undefined;
  });
  return opening;
}

async function openRateGate(): Promise<RateGate> {
  const { RATE_LIMIT_RPS: rps, RATE_LIMIT_BURST: burst } = getEnv();
  if (rps <= 0) return { take: async () => null };
  const store = await getLimitStore();
  if (store.kind === "memory") {
    const bucket = new RateLimiter(rps, burst);
    return { take: async (key) => bucket.take(key) };
  }
  const durationSeconds = Math.max(1, Math.ceil(burst / rps));
  return sharedGate(store.make({ keyPrefix: "api", points: burst, durationSeconds }), burst);
}

export function sharedGate(limiter: RateLimiterAbstract, limit: number): RateGate {
  return {
    async take(key) {
      try {
        return decision(await limiter.consume(key), limit, true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decision(rejection, limit, false);
        throw rejection;
      }
    },
  };
}

function decision(result: RateLimiterRes, limit: number, allowed: boolean): RateDecision {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return { allowed, limit, remaining: Math.max(0, result.remainingPoints), resetSeconds: seconds, retryAfterSeconds: seconds };
}
