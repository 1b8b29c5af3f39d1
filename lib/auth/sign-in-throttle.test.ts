import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./sign-in-throttle";

describe("SignInThrottle", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("refuses an email after 5 failures within 15 minutes, until the oldest failure is 15 minutes old", () => {
    const time = clock();
    const throttle = new SignInThrottle(5, 15 * 60_000, time.now);
    for (let i = 0; i < 4; i++) {
      throttle.recordFailure("Ada@Example.com");
      time.advance(60_000);
    }
    expect(throttle.retryAfterMs("ada@example.com")).toBe(0);
    throttle.recordFailure(" ada@example.com ");
    expect(throttle.retryAfterMs("ada@example.com")).toBe(11 * 60_000);
    expect(throttle.retryAfterMs("grace@example.com")).toBe(0);
    time.advance(11 * 60_000);
    expect(throttle.retryAfterMs("ada@example.com")).toBe(0);
  });

  it("forgets an email's failures once it signs in", () => {
    const throttle = new SignInThrottle(2, 60_000, clock().now);
    throttle.recordFailure("ada@example.com");
    throttle.recordSuccess("ada@example.com");
    throttle.recordFailure("ada@example.com");
    expect(throttle.retryAfterMs("ada@example.com")).toBe(0);
  });
});
