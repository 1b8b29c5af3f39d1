import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { expectErrorBody } from "../support/fixtures";

/**
 * A broken %-escape in a dynamic segment (#27, finding 5): Next answered a bodiless 500 while
 * decoding the route's params, before any handler ran. Every route with a segment, read from the
 * route files, must answer 400 with its own error body instead.
 */
function dynamicRoutes(root: string): string[] {
  const dir = path.join(process.cwd(), "app", root);
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts" && f.includes("["))
    .map((f) => `/${root}/${path.dirname(f)}`);
}

const BROKEN = ["%zz", "%", "%E0%A4%A", "%C3", "%ED%A0%80"];

describe("a malformed %-escape in the path", () => {
  it("is a 400 in the contract's body on every /api/v1 route with a segment", async () => {
    const routes = dynamicRoutes("api/v1");
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      for (const [i, broken] of BROKEN.entries()) {
        const url = `${inject("baseUrl")}${route.replace(/\[[^\]]+\]/g, broken)}`;
        await expectErrorBody(await fetch(url, { method: i % 2 ? "POST" : "GET" }), 400, "path");
      }
    }
  });

  it("is a 400 in the studio's body on its backend routes, and a plain 400 on pages", async () => {
    for (const route of dynamicRoutes("api/studio")) {
      const response = await fetch(`${inject("baseUrl")}${route.replace(/\[[^\]]+\]/g, "%zz")}`);
      expect(response.status, route).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/does not decode/);
    }
    for (const page of ["/share/%zz", "/review/%E0", "/photoshoot/%", "/ad-texts/%C3"]) {
      const response = await fetch(`${inject("baseUrl")}${page}`, { redirect: "manual" });
      expect(response.status, page).toBe(400);
      expect(await response.text()).toMatch(/does not decode/);
    }
  });
});
