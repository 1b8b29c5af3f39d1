import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createApplication, keyClient, type TestApplication } from "@/e2e/support/fixtures";
import { refreshJwtToken } from "@/lib/schemas/auth";

/**
 * The BFF's service client against this run's test server, as a studio with BACKEND_URL set
 * calls another deployment: credentials from the database (encrypted), one access token cached
 * and reused, renewed with the refresh token before it expires, and regenerated when refused.
 */
let m: {
  db: import("@/lib/db").Database;
  service: typeof import("./service");
  workspace: typeof import("./workspace");
  queries: typeof import("@/lib/db/queries/studio");
  credits: typeof import("@/lib/schemas/account");
};
const holder = globalThis as typeof globalThis & { __adcraftStudioToken?: unknown };
let app: TestApplication;

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "studio-service");
  process.env.BACKEND_URL = inject("baseUrl");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  app = await createApplication(50, "Studio service test");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    service: await import("./service"),
    workspace: await import("./workspace"),
    queries: await import("@/lib/db/queries/studio"),
    credits: await import("@/lib/schemas/account"),
  };
  // A shared PostgreSQL may hold another file's workspace: this file owns the row while it runs.
  const { lockSetup, upsertWorkspace } = m.queries;
  await m.db.transaction(async (tx) => {
    await lockSetup(tx as never);
    await upsertWorkspace(tx as never, {
      name: "Remote",
      applicationId: app.applicationId,
      apiKeyCiphertext: m.workspace.seal("api_key", app.apiKey),
      apiSecretCiphertext: m.workspace.seal("api_secret", app.apiSecret),
      jwtPrivateKeyCiphertext: m.workspace.seal("jwt_private_key", app.jwtPrivateKey),
      accessTokenCiphertext: null,
      accessTokenExpiresAt: null,
      refreshTokenCiphertext: null,
      refreshTokenExpiresAt: null,
    });
  });
  await m.service.verifyCredentials(app);
});

afterAll(async () => {
  await (await import("@/lib/db")).closeDatabase();
});

async function stored() {
  const row = (await m.queries.findWorkspace(m.db))!;
  return {
    access: m.workspace.unseal("access_token", row.accessTokenCiphertext!),
    refresh: m.workspace.unseal("refresh_token", row.refreshTokenCiphertext!),
    expiresAt: row.accessTokenExpiresAt!,
  };
}

const balance = async () => {
  const service = await m.service.workspaceService();
  return (await service.call(m.credits.getCredits, { query: { applicationId: service.applicationId } })).credits;
};

describe("workspaceService", () => {
  it("calls BACKEND_URL with a token it caches encrypted and reuses", async () => {
    expect(m.service.serviceBaseUrl()).toBe(inject("baseUrl"));
    expect(await balance()).toBe(50);
    const first = await stored();
    expect(first.access.split(".")).toHaveLength(3);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    // A new process (no memory cache) reads the token back from the database instead of asking again.
    delete holder.__adcraftStudioToken;
    await balance();
    expect((await stored()).access).toBe(first.access);
  });

  it("renews with the refresh token before the access token expires", async () => {
    const before = await stored();
    await m.queries.saveWorkspaceTokens(m.db, {
      accessTokenCiphertext: m.workspace.seal("access_token", before.access),
      accessTokenExpiresAt: new Date(Date.now() + 60_000),
      refreshTokenCiphertext: m.workspace.seal("refresh_token", before.refresh),
      refreshTokenExpiresAt: new Date(Date.now() + 86_400_000),
    });
    delete holder.__adcraftStudioToken;
    await balance();
    const after = await stored();
    // Refresh tokens rotate; the access token may equal the old one when issued in the same second.
    expect(after.refresh).not.toBe(before.refresh);
    // The renewal used (and so spent) the old refresh token: presenting it again is refused.
    const reuse = await keyClient(app).send(refreshJwtToken, { body: { applicationId: app.applicationId, refreshToken: before.refresh } });
    expect(reuse.status).toBe(401);
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("generates a new token when the service refuses the cached one", async () => {
    const before = await stored();
    await m.queries.saveWorkspaceTokens(m.db, {
      accessTokenCiphertext: m.workspace.seal("access_token", "not.a.token"),
      accessTokenExpiresAt: new Date(Date.now() + 30 * 60_000),
      refreshTokenCiphertext: m.workspace.seal("refresh_token", before.refresh),
      refreshTokenExpiresAt: new Date(Date.now() + 86_400_000),
    });
    delete holder.__adcraftStudioToken;
    expect(await balance()).toBe(50);
    expect((await stored()).access).not.toBe("not.a.token");
  });

  it("turns a refused credential into a message that names no secret", async () => {
    await expect(m.service.verifyCredentials({ applicationId: app.applicationId, apiKey: "ak_wrong", apiSecret: "as_wrong", jwtPrivateKey: "jpk_wrong" })).rejects.toThrow(
      "The service did not accept these credentials: check the application id, key, secret and jwtPrivateKey.",
    );
  });
});
