import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { SignInThrottle } from "@/lib/auth/sign-in-throttle";
import { getLimitStore } from "./limiter-store";

/**
 * Counted failures that lock a key out for a while: wrong passwords per email (the sign-in
 * throttle), wrong share-link tokens per visitor and per application, wrong share-link passwords.
 * Where the servers share a limit store (./limiter-store.ts) every server counts the same failures,
 * in a fixed window that starts at the first failure; on PGlite (one process) they are counted in
 * memory, in a window that slides.
 */
export interface FailureGuard {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures (a success). */
  forget(key: string): Promise<void>;
}

export interface FailureLimit {
  /** names this guard's keys apart from other limits' in the shared store */
  name: string;
  maxFailures: number;
  windowMs: number;
}

export async function openFailureGuard(limit: FailureLimit): Promise<FailureGuard> {
  const store = await getLimitStore();
  if (store.kind === "memory") return memoryGuard(new SignInThrottle(limit.maxFailures, limit.windowMs));
  return sharedFailureGuard(store.make({ keyPrefix: limit.name, points: limit.maxFailures, durationSeconds: Math.ceil(limit.windowMs / 1000) }), limit.maxFailures);
}

function memoryGuard(local: SignInThrottle): FailureGuard {
  return {
    retryAfterMs: async (key) => local.retryAfterMs(key),
    recordFailure: async (key) => local.recordFailure(key),
    forget: async (key) => local.recordSuccess(key),
  };
}

/** Failures are the consumed points of the key; forgetting deletes it. */
export function sharedFailureGuard(limiter: RateLimiterAbstract, maxFailures: number): FailureGuard {
  return {
    async retryAfterMs(key) {
      const failures = await limiter.get(normal(key));
      return failures && failures.consumedPoints >= maxFailures ? Math.max(1, failures.msBeforeNext) : 0;
    },
    async recordFailure(key) {
      // Past the limit consume() rejects with the counter: the failure is counted all the same.
      await limiter.consume(normal(key)).catch((rejection: unknown) => {
        if (rejection instanceof Error) throw rejection;
      });
    },
    async forget(key) {
      await limiter.delete(normal(key));
    },
  };
}

const normal = (key: string) => key.trim().toLowerCase();
