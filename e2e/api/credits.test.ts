import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { z } from "zod";

/**
 * Credits are charged by the handler wrapper around a real database (this run's PostgreSQL
 * database, or a PGlite of this file's own): driven in-process so the test can define a charged
 * operation of its own.
 */
let modules: {
  withApi: typeof import("@/lib/http/with-api").withApi;
  services: typeof import("@/lib/services/applications");
  signAccessToken: typeof import("@/lib/auth/jwt").signAccessToken;
  getDatabase: typeof import("@/lib/db").getDatabase;
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "credits-in-process");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  modules = {
    withApi: (await import("@/lib/http/with-api")).withApi,
    services: await import("@/lib/services/applications"),
    signAccessToken: (await import("@/lib/auth/jwt")).signAccessToken,
    getDatabase: (await import("@/lib/db")).getDatabase,
  };
});

const chargedOperation = {
  method: "POST" as const,
  path: "/charged",
  summary: "test",
  tag: "test",
  auth: "token" as const,
  credits: 1,
  query: z.object({ fail: z.string().optional() }),
  response: z.unknown(),
};

async function setup(credits: number) {
  const db = await modules.getDatabase();
  const app = await modules.services.createApplication(db, { name: "credits", credits });
  const { token } = await modules.signAccessToken(app.applicationId);
  const headers = { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, authorization: `Bearer ${token}` };
  const handler = modules.withApi(chargedOperation, async ({ query }) => {
    await new Promise((r) => setTimeout(r, 5)); // hold the charge across an await, as real work does
    if (query.fail) throw new Error("the work failed");
    return { done: true };
  });
  const call = (fail = false) => handler(new Request(`http://test/charged${fail ? "?fail=1" : ""}`, { method: "POST", headers }));
  const balance = async () => (await db.query.apiKeys.findFirst({ where: (k, { eq }) => eq(k.key, app.apiKey) }))!.credits;
  /** The usage ledger's rows for the key: one per charge that stood. */
  const ledger = async () => {
    const key = await db.query.apiKeys.findFirst({ where: (k, { eq }) => eq(k.key, app.apiKey) });
    return db.query.apiUsage.findMany({ where: (u, { eq }) => eq(u.apiKeyId, key!.id) });
  };
  return { call, balance, ledger };
}

describe("credits", () => {
  it("50 concurrent charged calls against a balance of 10: exactly 10 succeed, the rest are refused", async () => {
    const { call, balance, ledger } = await setup(10);
    const responses = await Promise.all(Array.from({ length: 50 }, () => call()));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    const refused = await responses.find((r) => r.status === 400)!.json();
    expect(refused.errors["business: Credits"]).toHaveLength(1);
    expect(await balance()).toBe(0);
    // The ledger agrees with the balance: exactly the 10 charges that stood, each named.
    const rows = await ledger();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.operation === "POST /charged" && r.credits === 1)).toBe(true);
  });

  it("a failed call costs nothing and answers 500 without a stack trace", async () => {
    const { call, balance, ledger } = await setup(3);
    const response = await call(true);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(["engine:"]);
    expect(body.errors["engine:"][0]).toContain(body.extensions.traceId);
    expect(JSON.stringify(body)).not.toMatch(/the work failed|at .*\.ts/);
    expect(await balance()).toBe(3);
    expect(await ledger()).toEqual([]);
  });
});
