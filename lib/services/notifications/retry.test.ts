import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry";

describe("retryDelayMs", () => {
  it("waits 1 s × factor^(n-1) for the n-th retry", () => {
    const none = () => 0.5; // jitter factor exactly 1.0
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 2, none))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1, none))).toEqual([1000, 1000, 1000]);
    expect(retryDelayMs(3, 1.5, none)).toBe(2250);
  });

  it("spreads each delay by ±10%", () => {
    expect(retryDelayMs(2, 3, () => 0)).toBe(2700);
    expect(retryDelayMs(2, 3, () => 1)).toBe(3300);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(1, 2);
      expect(delay).toBeGreaterThanOrEqual(900);
      expect(delay).toBeLessThanOrEqual(1100);
    }
  });

  it("caps the delay at one hour before the jitter", () => {
    expect(retryDelayMs(10, 10, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(30, 2, () => 1)).toBe(3_960_000);
  });
});
