import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV, withServerMalloc } from "./malloc-env";

describe("the server's malloc settings", () => {
  it("are added to the environment, and a value the operator set wins", () => {
    expect(withServerMalloc({ PORT: "3000" })).toEqual({ PORT: "3000", ...SERVER_MALLOC_ENV });
    expect(withServerMalloc({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
  });
});
