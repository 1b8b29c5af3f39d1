import { describe, expect, it } from "vitest";
import { canChangeFavorites } from "./roles";

describe("canChangeFavorites", () => {
  it("lets a marketer change the favorites of their own processes only", () => {
    expect(canChangeFavorites("marketer", true)).toBe(true);
    expect(canChangeFavorites("marketer", false)).toBe(false);
  });

  it("lets an admin change anyone's and a reviewer no one's", () => {
    expect(canChangeFavorites("admin", false)).toBe(true);
    expect(canChangeFavorites("admin", true)).toBe(true);
    expect(canChangeFavorites("reviewer", true)).toBe(false);
    expect(canChangeFavorites("reviewer", false)).toBe(false);
  });
});
