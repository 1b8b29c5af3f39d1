import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { getCredits } from "@/lib/schemas/account";
import path from "node:path";
import { startServer } from "../support/server";
import { authenticatedClient, expectErrorBody, operator, type TestApplication } from "../support/fixtures";

describe("error contract and platform routes", () => {
  it("answers an unknown route with 404 in the error body", async () => {
    for (const [method, path] of [["GET", "/api/v1/No/Such/Thing"], ["POST", "/api/nothing"], ["DELETE", "/api/v1/Text/Generation/Nope"]]) {
      const body = await expectErrorBody(await fetch(`${inject("baseUrl")}${path}`, { method }), 404, "business: NotFound");
      expect(body.errors["business: NotFound"]![0]).toContain(path);
    }
  });

  it("reports health and readiness", async () => {
    expect(await (await fetch(`${inject("baseUrl")}/api/health`)).json()).toEqual({ status: "ok" });
    const onPostgres = inject("testDb") === "postgres";
    expect(await (await fetch(`${inject("baseUrl")}/api/ready`)).json()).toEqual({
      status: "ready",
      database: "ok",
      jobs: "ok",
      blobStore: { kind: onPostgres ? "postgres" : "files", status: "ok" },
      limits: { kind: process.env.REDIS_URL ? "redis" : onPostgres ? "postgres" : "memory", status: "ok" },
      workers: { thisProcess: 1, processesOnDatabase: expect.any(Number), jobsWaiting: expect.any(Number), jobsActive: expect.any(Number) },
    });
  });

  it("publishes an OpenAPI 3.1 document with the implemented endpoints", async () => {
    const doc = await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/v1/Authorization/GenerateJwtToken", "/api/v1/Authorization/RefreshJwtToken", "/api/v1/Account/Credits"]));
    expect(doc.components.schemas.ErrorBody).toBeDefined();
    // Path parameters and file answers are declared, not guessed.
    const asset = doc.paths["/api/v1/Image/Assets/{assetId}"].get;
    expect(asset.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(["path:assetId", "query:applicationId"]));
    expect(Object.keys(asset.responses["200"].content)).toEqual(["image/png"]);
    expect(Object.keys(doc.paths["/api/v1/Image/ProductGeneration/Download"].get.responses["200"].content)).toEqual(["image/png", "image/jpeg", "application/pdf"]);
  });

  it("serves the favicon and icons from public/", async () => {
    for (const [file, type] of [["/favicon.ico", "image/x-icon"], ["/icon.svg", "image/svg+xml"], ["/apple-touch-icon.png", "image/png"]]) {
      const response = await fetch(`${inject("baseUrl")}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toContain(type);
    }
  });

  it("rate-limits per API key with RateLimit-* headers, then 429 with Retry-After", async () => {
    // A server of its own with a bucket of 3 refilled at 1/s, so the outcome does not depend on machine speed.
    const server = await startServer({
      dataDir: path.join(inject("runDir"), "rate-limited"),
      env: { DATABASE_URL: inject("databaseUrl") || undefined, RATE_LIMIT_RPS: "1", RATE_LIMIT_BURST: "3" },
    });
    try {
      const app = await operator<TestApplication>("apps create", { name: "limited" }, server.dataDir);
      const client = await authenticatedClient(app, server.url); // takes 1 of the 3
      const query = { applicationId: app.applicationId };
      const first = await client.send(getCredits, { query });
      expect(first.status).toBe(200);
      expect(first.headers.get("RateLimit-Limit")).toBe("3");
      expect(first.headers.get("RateLimit-Remaining")).toBe("1");
      expect(Number(first.headers.get("RateLimit-Reset"))).toBeGreaterThanOrEqual(1);
      expect((await client.send(getCredits, { query })).status).toBe(200);
      const limited = await client.send(getCredits, { query });
      expect(limited.headers.get("Retry-After")).toBe("1");
      await expectErrorBody(limited, 429, "business: RateLimit");
      // Another key has a bucket of its own.
      const other = await operator<TestApplication>("apps create", { name: "other" }, server.dataDir);
      expect((await (await authenticatedClient(other, server.url)).send(getCredits, { query: { applicationId: other.applicationId } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100)); // one token back
      expect((await client.send(getCredits, { query })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
