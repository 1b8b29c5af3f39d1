import "server-only";

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset) or, when refused, until one token returns. */
  resetSeconds: number;
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per API key, in process memory: refills at `rps`, holds at most `burst`.
 * One server process owns its buckets; behind a load balancer each process limits on its own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rps: number,
    private readonly burst: number,
  ) {}

  take(key: string, now = Date.now()): RateDecision | null {
    if (this.rps <= 0) return null;
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.rps);
    bucket.updatedAt = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return {
      allowed,
      limit: this.burst,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((this.burst - bucket.tokens) / this.rps),
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.rps)),
    };
  }
}

export function rateLimitHeaders(decision: RateDecision | null): Record<string, string> {
  if (!decision) return {};
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
}
