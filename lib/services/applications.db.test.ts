import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

/**
 * API keys of an application and its usage ledger on a real database: a PGlite of this file's
 * own, or this run's PostgreSQL.
 */
let m: {
  db: import("@/lib/db").Database;
  services: typeof import("./applications");
  queries: typeof import("@/lib/db/queries/applications");
  charges: typeof import("@/lib/db/queries/charges");
  authenticateKey: typeof import("@/lib/auth/api-auth").authenticateKey;
  tokens: typeof import("./tokens");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "api-keys-service");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    services: await import("./applications"),
    queries: await import("@/lib/db/queries/applications"),
    charges: await import("@/lib/db/queries/charges"),
    authenticateKey: (await import("@/lib/auth/api-auth")).authenticateKey,
    tokens: await import("./tokens"),
  };
});

async function workspace(credits: number) {
  const app = await m.services.createApplication(m.db, { name: "Nordlicht Outdoor", credits });
  const caller = await m.authenticateKey(m.db, new Headers({ "x-api-key": app.apiKey, "x-api-secret": app.apiSecret }));
  return { app, caller };
}

const headersOf = (key: { apiKey: string; apiSecret: string }) => new Headers({ "x-api-key": key.apiKey, "x-api-secret": key.apiSecret });

describe("API keys of an application", () => {
  it("creates a key funded from the calling key in one step: the application's total stays, the secret is stored hashed", async () => {
    const { app, caller } = await workspace(20);
    const created = await m.services.createKeyFor(m.db, caller, { label: "Shop sync", credits: 5 });
    expect(created).toMatchObject({ label: "Shop sync", credits: 5, isCallingKey: false, revokedAt: null, lastUsedAt: null });
    expect(created.apiKey).toMatch(/^ak_/);
    expect(created.apiSecret).toMatch(/^as_/);
    expect(created.maskedKey).toBe(`ak_…${created.apiKey.slice(-4)}`);

    const listed = await m.services.listKeysOf(m.db, caller);
    expect(listed.map((k) => [k.label, k.credits, k.isCallingKey])).toEqual([
      ["Shop sync", 5, false],
      [null, 15, true],
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
    expect(JSON.stringify(listed)).not.toContain(created.apiSecret);
    const stored = await m.queries.findApiKeyById(m.db, created.id);
    expect(stored!.secretHash).not.toContain(created.apiSecret);
    expect((await m.services.usageOf(m.db, caller)).credits).toBe(20);

    // The new key authenticates as the same application.
    const asNewKey = await m.authenticateKey(m.db, headersOf(created));
    expect(asNewKey).toMatchObject({ applicationId: app.applicationId, apiKeyId: created.id, credits: 5 });
  });

  it("refuses to fund a key with more credits than the calling key holds, and changes nothing", async () => {
    const { caller } = await workspace(3);
    await expect(m.services.createKeyFor(m.db, caller, { label: "Too rich", credits: 4 })).rejects.toMatchObject({ code: "NoCredits" });
    expect((await m.services.listKeysOf(m.db, caller)).map((k) => k.credits)).toEqual([3]);
  });

  it("revokes a key: the next call with it fails at once; the calling key cannot revoke itself; another application's key is not found", async () => {
    const { caller } = await workspace(10);
    const created = await m.services.createKeyFor(m.db, caller, { label: "CI pipeline", credits: 0 });
    await m.authenticateKey(m.db, headersOf(created)); // now in this process's key cache
    expect(await m.services.revokeKeyOf(m.db, caller, created.id)).toEqual({ id: created.id, revoked: true });
    await expect(m.authenticateKey(m.db, headersOf(created))).rejects.toMatchObject({ code: "Unauthorized" });
    await expect(m.services.revokeKeyOf(m.db, caller, created.id)).rejects.toMatchObject({ code: "NotFound" });
    await expect(m.services.revokeKeyOf(m.db, caller, caller.apiKeyId)).rejects.toMatchObject({ code: "Validation" });

    const other = await workspace(1);
    await expect(m.services.revokeKeyOf(m.db, other.caller, caller.apiKeyId)).rejects.toMatchObject({ code: "NotFound" });
    expect((await m.services.listKeysOf(m.db, caller)).find((k) => k.isCallingKey)!.revokedAt).toBeNull();
    const listed = await m.services.listKeysOf(m.db, caller);
    expect(listed.map((k) => k.revokedAt !== null)).toEqual([false, true]);
  });
});

describe("the usage ledger", () => {
  it("records each charge with its operation in the charge's own statement; a refund removes it with the credits", async () => {
    const { caller } = await workspace(10);
    // Reserved by a call that then fails (the run's server may refund it first, as for a dead process: same result).
    const ads = await m.charges.chargeCredits(m.db, caller.apiKeyId, 1, "POST /api/v1/Text/Generation/Ads", randomUUID());
    await m.charges.chargeCredits(m.db, caller.apiKeyId, 1, "POST /api/v1/Text/Generation/Ads");
    const shoot = await m.charges.chargeCredits(m.db, caller.apiKeyId, 6, "POST /api/v1/Image/ProductGeneration/AdCreative");
    expect(shoot!.credits).toBe(2);
    expect(await m.charges.chargeCredits(m.db, caller.apiKeyId, 6, "POST /api/v1/Image/ProductGeneration/AdCreative")).toBeUndefined();
    await m.charges.refundCredits(m.db, ads!);

    const usage = await m.services.usageOf(m.db, caller, 7);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage).toMatchObject({ credits: 3, to: today });
    expect(usage.usage).toEqual([
      { day: today, operation: "POST /api/v1/Image/ProductGeneration/AdCreative", calls: 1, credits: 6 },
      { day: today, operation: "POST /api/v1/Text/Generation/Ads", calls: 1, credits: 1 },
    ]);
    // Balance and ledger agree: what was granted = what is left + what the ledger says was spent.
    expect(usage.credits + usage.usage.reduce((sum, u) => sum + u.credits, 0)).toBe(10);
    expect((await m.services.listKeysOf(m.db, caller))[0]!.lastUsedAt).not.toBeNull();
  });

  it("counts only the caller's application, within the period", async () => {
    const { caller } = await workspace(5);
    const other = await workspace(5);
    await m.charges.chargeCredits(m.db, other.caller.apiKeyId, 1, "POST /api/v1/Text/Craft/ChangeSentiment");
    expect((await m.services.usageOf(m.db, caller, 1)).usage).toEqual([]);
    const window = await m.services.usageOf(m.db, caller, 30);
    expect(Date.parse(window.to) - Date.parse(window.from)).toBe(29 * 86_400_000);
  });
});

describe("a key's own jwtPrivateKey", () => {
  it("is answered once with a key made through Account/ApiKeys, stored hashed, and buys a token with that key only", async () => {
    const { app, caller } = await workspace(4);
    const created = await m.services.createKeyFor(m.db, caller, { label: "Shop sync", credits: 1 });
    expect(created.jwtPrivateKey).toMatch(/^jpk_/);
    expect((await m.queries.findApiKeyById(m.db, created.id))!.jwtPrivateKeyHash).not.toContain(created.jwtPrivateKey);
    expect(JSON.stringify(await m.services.listKeysOf(m.db, caller))).not.toContain(created.jwtPrivateKey);

    const asNewKey = await m.authenticateKey(m.db, headersOf(created));
    const pair = await m.tokens.generateJwtToken(m.db, { applicationId: app.applicationId, jwtPrivateKey: created.jwtPrivateKey }, asNewKey.apiKeyId);
    expect(pair.applicationId).toBe(app.applicationId);
    // The application's jwtPrivateKey still works with the new key, as with any of its keys.
    await m.tokens.generateJwtToken(m.db, { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }, asNewKey.apiKeyId);
    // The new key's private key does not work with another key of the application, nor with none.
    await expect(m.tokens.generateJwtToken(m.db, { applicationId: app.applicationId, jwtPrivateKey: created.jwtPrivateKey }, caller.apiKeyId)).rejects.toMatchObject({ code: "Unauthorized" });
    await expect(m.tokens.generateJwtToken(m.db, { applicationId: app.applicationId, jwtPrivateKey: created.jwtPrivateKey })).rejects.toMatchObject({ code: "Unauthorized" });
    // Nor for another application.
    const other = await workspace(1);
    await expect(m.tokens.generateJwtToken(m.db, { applicationId: other.app.applicationId, jwtPrivateKey: created.jwtPrivateKey }, asNewKey.apiKeyId)).rejects.toMatchObject({ code: "Unauthorized" });
  });
});

describe("the ledger of credits added", () => {
  it("records each top-up with who added it in the statement that adds it, listed for the key's application only", async () => {
    const { app, caller } = await workspace(2);
    const other = await workspace(2);
    expect(await m.services.addCredits(m.db, app.apiKey, 5)).toEqual({ apiKey: app.apiKey, credits: 7 });
    expect(await m.services.addCredits(m.db, app.apiKey, 3, { source: "studio", grantedBy: "ada@nordlicht.test" })).toEqual({ apiKey: app.apiKey, credits: 10 });
    await m.services.addCredits(m.db, other.app.apiKey, 40, { source: "studio", grantedBy: "eve@elsewhere.test" });

    const usage = await m.services.usageOf(m.db, caller, 1);
    expect(usage.credits).toBe(10);
    expect(usage.grants.map(({ at, ...grant }) => (expect(Date.parse(at)).not.toBeNaN(), grant))).toEqual([
      { credits: 3, maskedKey: m.services.maskKey(app.apiKey), isCallingKey: true, source: "studio", grantedBy: "ada@nordlicht.test" },
      { credits: 5, maskedKey: m.services.maskKey(app.apiKey), isCallingKey: true, source: "cli", grantedBy: null },
    ]);
    expect(JSON.stringify(usage)).not.toContain("eve@elsewhere.test");
    expect((await m.services.usageOf(m.db, other.caller, 1)).grants.map((g) => g.grantedBy)).toEqual(["eve@elsewhere.test"]);
  });

  it("writes nothing for a key that does not exist", async () => {
    const { caller } = await workspace(1);
    await expect(m.services.addCredits(m.db, "ak_nosuchkey", 5)).rejects.toMatchObject({ code: "NotFound" });
    expect((await m.services.usageOf(m.db, caller, 1)).grants).toEqual([]);
  });
});
