import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdcraftClient } from "@/lib/client";
import { getCredits, getUsage } from "@/lib/schemas/account";
import { generateJwtToken } from "@/lib/schemas/auth";
import { operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";

/**
 * Settings → Credits (#26) on a studio of its own: an admin adds credits to the studio's key,
 * recorded in the ledger with their e-mail; nobody else may, and nothing reaches another
 * application (another tenant on the same service): its balance, its ledger and its usage stay
 * its own, and its credentials read nothing of this workspace. Both databases (TEST_DB).
 */
let isolated: IsolatedServer;
let base = "";
let workspace: TestApplication;
let neighbour: TestApplication;

const ADMIN = { email: "ada@credits.test", password: "credits-admin-password" };
const MARKETER = { email: "mo@credits.test", password: "credits-marketer-password" };
const REVIEWER = { email: "rui@credits.test", password: "credits-reviewer-password" };

async function signIn(user: { email: string; password: string }): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email: user.email, password: user.password, json: "true" }),
  });
  const cookies = [...jar, ...response.headers.getSetCookie().map((c) => c.split(";")[0])];
  expect(cookies.some((c) => c!.includes("session-token"))).toBe(true);
  return cookies.join("; ");
}

const call = async (cookie: string | null, path: string, init: { method?: string; data?: unknown; raw?: string } = {}) => {
  const body = init.raw ?? (init.data === undefined ? undefined : JSON.stringify(init.data));
  const response = await fetch(`${base}/api/studio/${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body,
  });
  return { status: response.status, text: await response.text() };
};

async function serviceClient(app: TestApplication) {
  const keyed = new AdcraftClient({ baseUrl: base, apiKey: app.apiKey, apiSecret: app.apiSecret });
  const pair = await keyed.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
  return keyed.withAccessToken(pair.accessToken);
}

beforeAll(async () => {
  isolated = await startIsolatedServer("credits");
  base = isolated.server.url;
  workspace = await operator<TestApplication>("apps create", { name: "Credits workspace", credits: 10 }, isolated.server.dataDir);
  neighbour = await operator<TestApplication>("apps create", { name: "Neighbour", credits: 7 }, isolated.server.dataDir);
  const setup = await fetch(`${base}/api/studio/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "connect", workspaceName: "Credits workspace", ...ADMIN, ...workspace }),
  });
  expect(setup.status).toBe(200);
});

afterAll(async () => {
  await isolated?.dispose();
});

describe("Settings → Credits", () => {
  it("lets an admin add credits to the studio's key, recorded with their e-mail; the neighbouring application sees none of it", async () => {
    const admin = await signIn(ADMIN);
    const added = await call(admin, "credits", { data: { credits: 25 } });
    expect(added.status).toBe(200);
    expect(JSON.parse(added.text)).toEqual({ added: 25, workspaceKeyCredits: 35 });
    expect(added.text).not.toContain(workspace.apiKey);

    const usage = JSON.parse((await call(admin, "usage?days=7")).text) as { credits: number; canAddCredits: boolean; grants: Array<Record<string, unknown>> };
    expect(usage).toMatchObject({ credits: 35, canAddCredits: true });
    expect(usage.grants).toEqual([{ at: expect.any(String), credits: 25, maskedKey: `ak_…${workspace.apiKey.slice(-4)}`, isWorkspaceKey: true, source: "studio", grantedBy: ADMIN.email }]);

    // The service says the same to the workspace's own credentials, and nothing of it to the neighbour's.
    const mine = await serviceClient(workspace);
    expect((await mine.call(getCredits, { query: { applicationId: workspace.applicationId } })).credits).toBe(35);
    const theirs = await serviceClient(neighbour);
    expect((await theirs.call(getCredits, { query: { applicationId: neighbour.applicationId } })).credits).toBe(7);
    const theirUsage = await theirs.call(getUsage, { query: { applicationId: neighbour.applicationId } });
    expect(theirUsage.grants).toEqual([]);
    expect(JSON.stringify(theirUsage)).not.toContain(ADMIN.email);
    const foreign = await theirs.send(getUsage, { query: { applicationId: workspace.applicationId } });
    expect(foreign.status).toBe(401);
    expect(await foreign.text()).not.toContain(ADMIN.email);
  });

  it("is for admins only: a marketer and a reviewer get 403, a visitor 401, and nothing is added", async () => {
    const admin = await signIn(ADMIN);
    for (const [user, role] of [[MARKETER, "marketer"], [REVIEWER, "reviewer"]] as const) {
      expect((await call(admin, "users", { data: { email: user.email, role, password: user.password } })).status).toBe(200);
    }
    const before = JSON.parse((await call(admin, "usage")).text) as { credits: number; grants: unknown[] };
    for (const user of [MARKETER, REVIEWER]) {
      const cookie = await signIn(user);
      const refused = await call(cookie, "credits", { data: { credits: 5 } });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text).error.message).toBe("Your role does not allow adding credits.");
      expect((await call(cookie, "usage")).status).toBe(403);
    }
    expect((await call(null, "credits", { data: { credits: 5 } })).status).toBe(401);
    const after = JSON.parse((await call(admin, "usage")).text) as { credits: number; grants: unknown[] };
    expect(after).toMatchObject({ credits: before.credits, grants: before.grants });
  });

  it("answers bad amounts with the field in words, never a 500, and a balance a key cannot hold as a 422", async () => {
    const admin = await signIn(ADMIN);
    for (const credits of [0, -3, 1.5, "10", null, 1_000_001]) {
      const refused = await call(admin, "credits", { data: { credits } });
      expect(refused.status, JSON.stringify(credits)).toBe(422);
      expect(Object.keys(JSON.parse(refused.text).error.fields)).toEqual(["credits"]);
    }
    expect((await call(admin, "credits", { data: {} })).status).toBe(422);
    expect((await call(admin, "credits", { raw: "{not json" })).status).toBe(400);
    // The operator's own top-up brings the key near the largest balance it can hold.
    await operator("credits add", { key: workspace.apiKey, amount: 2_147_000_000 }, isolated.server.dataDir);
    const full = await call(admin, "credits", { data: { credits: 1_000_000 } });
    expect(full.status).toBe(422);
    expect(JSON.parse(full.text).error.fields).toEqual({ credits: "is too many for the key's balance" });
    const usage = JSON.parse((await call(admin, "usage")).text) as { grants: Array<{ source: string; grantedBy: string | null; credits: number }> };
    expect(usage.grants[0]).toMatchObject({ source: "cli", grantedBy: null, credits: 2_147_000_000 });
  });
});
