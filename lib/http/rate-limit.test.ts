import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows a burst, refuses the next request, and refills at the configured rate", () => {
    const limiter = new RateLimiter(2, 3);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take("k", t0)!.allowed)).toEqual([true, true, true]);
    const refused = limiter.take("k", t0)!;
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(1);
    expect(limiter.take("k", t0 + 500)!.allowed).toBe(true); // 0.5 s at 2/s returns one token
    expect(limiter.take("other", t0)!.allowed).toBe(true); // buckets are per key
  });

  it("is off when the rate is 0", () => {
    expect(new RateLimiter(0, 1).take("k")).toBeNull();
  });
});
