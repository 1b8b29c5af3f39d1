import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetKey, knownKey, rememberBalance, rememberKey } from "./api-key-cache";

const row = { id: "id-1", applicationId: "app-1", key: "ak_one", secretHash: "h", credits: 10 };

afterEach(() => {
  vi.useRealTimers();
  forgetKey("ak_one");
});

describe("the API key cache", () => {
  it("answers for a second, then reads again", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    rememberKey(row);
    expect(knownKey("ak_one")).toEqual(row);
    vi.setSystemTime(1_000_999);
    expect(knownKey("ak_one")).toEqual(row);
    vi.setSystemTime(1_001_001);
    expect(knownKey("ak_one")).toBeUndefined();
  });

  it("follows this process's charges, and forgets a key by its text or its id", () => {
    rememberKey(row);
    rememberBalance("id-1", 4);
    expect(knownKey("ak_one")?.credits).toBe(4);
    forgetKey("id-1");
    expect(knownKey("ak_one")).toBeUndefined();
    rememberKey(row);
    forgetKey("ak_one");
    expect(knownKey("ak_one")).toBeUndefined();
  });
});
