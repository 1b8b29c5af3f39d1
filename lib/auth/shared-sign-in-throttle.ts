import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { getLimitStore } from "@/lib/limits/limiter-store";
import { processOnce } from "@/lib/runtime/process-once";
import { SignInThrottle } from "./sign-in-throttle";

/**
 * The studio's sign-in throttle wherever the servers share a limit store (lib/limits): five failed
 * sign-ins of one email within 15 minutes refuse the next attempts on every server until the
 * window ends. On PGlite (one process) the in-memory SignInThrottle, whose window slides.
 */
export interface SignInGuard {
  retryAfterMs(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export const SIGN_IN_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const guard = processOnce("__adcraftSignInGuard", () => openGuard());

export const signInGuard = (): Promise<SignInGuard> => guard.get();

async function openGuard(): Promise<SignInGuard> {
  const store = await getLimitStore();
  if (store.kind === "memory") {
    const local = new SignInThrottle(SIGN_IN_FAILURES, SIGN_IN_WINDOW_MS);
    return {
      retryAfterMs: async (email) => local.retryAfterMs(email),
      recordFailure: async (email) => local.recordFailure(email),
      recordSuccess: async (email) => local.recordSuccess(email),
    };
  }
  return sharedGuard(store.make({ keyPrefix: "sign-in", points: SIGN_IN_FAILURES, durationSeconds: SIGN_IN_WINDOW_MS / 1000 }));
}

/** Failures are the consumed points of the email's key; a success forgets them. */
export function sharedGuard(limiter: RateLimiterAbstract): SignInGuard {
  return {
    async retryAfterMs(email) {
      const failures = await limiter.get(key(email));
      return failures && failures.consumedPoints >= SIGN_IN_FAILURES ? Math.max(1, failures.msBeforeNext) : 0;
    },
    async recordFailure(email) {
      // Past the limit consume() rejects with the counter: the failure is counted all the same.
      await limiter.consume(key(email)).catch((rejection: unknown) => {
        if (rejection instanceof Error) throw rejection;
      });
    },
    async recordSuccess(email) {
      await limiter.delete(key(email));
    },
  };
}

const key = (email: string) => email.trim().toLowerCase();
