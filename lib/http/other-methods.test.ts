import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "@/lib/openapi/document";
import { refuseOtherMethods } from "./other-methods";

function routeFiles(dir = "app/api/v1"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
  });
}

/** `app/api/v1/Review/Items/[itemId]/route.ts` → `/api/v1/Review/Items/{itemId}` */
const servedPath = (file: string) => `/${path.dirname(file).replace(/^app\//, "")}`.replace(/\[([^\]]+)\]/g, "{$1}");

describe("refuseOtherMethods", () => {
  it("answers 405 in the contract's body with Allow", async () => {
    const response = refuseOtherMethods("GET").POST(new Request("http://127.0.0.1/api/v1/Notification/Deliveries", { method: "POST" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const body = await response.json();
    expect(body.errors["business: MethodNotAllowed"][0]).toContain("POST is not allowed on /api/v1/Notification/Deliveries");
    expect(body.extensions.traceId).toBe(response.headers.get("x-trace-id"));
  });

  it("is what every API route answers to the methods it does not declare, and only to those", () => {
    for (const file of routeFiles().filter((f) => !f.includes("openapi.json"))) {
      const declared = operations.filter((op) => op.path === servedPath(file)).map((op) => op.method);
      const refused = /refuseOtherMethods\(([^)]*)\)/.exec(readFileSync(file, "utf8"))?.[1]?.match(/[A-Z]+/g) ?? [];
      expect(declared.length, file).toBeGreaterThan(0);
      if (declared.length < 5) expect([...refused].sort(), file).toEqual([...declared].sort());
    }
  });
});
