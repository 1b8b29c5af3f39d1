import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApiKey, getCredits, getUsage, listApiKeys, revokeApiKey } from "@/lib/schemas/account";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { generateJwtToken } from "@/lib/schemas/auth";
import { authenticatedClient, createApplication, expectErrorBody, keyClient } from "../support/fixtures";

/** Our Account endpoints for keys and usage, over HTTP against the suites' production server. */
describe("Account/ApiKeys", () => {
  it("creates a funded key whose secret is answered once, lists keys masked, and a revoked key's next call fails", async () => {
    const app = await createApplication(12, "Nordlicht Outdoor");
    const client = await authenticatedClient(app);
    const query = { applicationId: app.applicationId };

    const created = await client.call(createApiKey, { query, body: { label: "Shop sync", credits: 4 } });
    expect(created).toMatchObject({ label: "Shop sync", credits: 4, isCallingKey: false, revokedAt: null });
    const listed = await client.call(listApiKeys, { query });
    expect(listed.map((k) => [k.label, k.credits, k.isCallingKey])).toEqual([
      ["Shop sync", 4, false],
      [null, 8, true],
    ]);
    const listedText = JSON.stringify(listed);
    for (const secret of [created.apiKey, created.apiSecret, app.apiKey, app.apiSecret]) expect(listedText).not.toContain(secret);

    // The new key works like any other: a token, then a call.
    const newKey = { ...app, apiKey: created.apiKey, apiSecret: created.apiSecret };
    const asNewKey = await authenticatedClient(newKey);
    expect(await asNewKey.call(getCredits, { query })).toMatchObject({ credits: 4, apiKey: `…${created.apiKey.slice(-4)}` });
    // Also with its own jwtPrivateKey, answered once with it and listed nowhere; that one buys no token with the application's first key.
    expect(created.jwtPrivateKey).toMatch(/^jpk_/);
    expect(listedText).not.toContain(created.jwtPrivateKey);
    const ownToken = await keyClient(newKey).call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: created.jwtPrivateKey } });
    expect(await keyClient(newKey).withAccessToken(ownToken.accessToken).call(getCredits, { query })).toMatchObject({ credits: 4 });
    await expectErrorBody(await keyClient(app).send(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: created.jwtPrivateKey } }), 401, "business:");

    expect(await client.call(revokeApiKey, { query, params: { id: created.id } })).toEqual({ id: created.id, revoked: true });
    await expectErrorBody(await asNewKey.send(getCredits, { query }), 401, "business:");
    await expectErrorBody(await keyClient(newKey).send(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } }), 401, "business:");
  });

  it("refuses bad input with the contract's error body: an empty label, too many credits, its own key, a foreign key, another application", async () => {
    const app = await createApplication(2);
    const client = await authenticatedClient(app);
    const query = { applicationId: app.applicationId };
    await expectErrorBody(await client.send(createApiKey, { query, body: { label: "  " } }), 400, "label");
    await expectErrorBody(await client.send(createApiKey, { query, body: { label: "x", credits: -1 } }), 400, "credits");
    await expectErrorBody(await client.send(createApiKey, { query, body: { label: "Too rich", credits: 3 } }), 400, "business: Credits");
    const own = (await client.call(listApiKeys, { query }))[0]!;
    await expectErrorBody(await client.send(revokeApiKey, { query, params: { id: own.id } }), 400, "id");
    await expectErrorBody(await client.send(revokeApiKey, { query, params: { id: "not-a-guid" } }), 400, "id");

    const other = await createApplication(1);
    const otherKey = (await (await authenticatedClient(other)).call(listApiKeys, { query: { applicationId: other.applicationId } }))[0]!;
    expect((await client.send(revokeApiKey, { query, params: { id: otherKey.id } })).status).toBe(404);
    await expectErrorBody(await client.send(listApiKeys, { query: { applicationId: other.applicationId } }), 401, "business:");
    expect((await client.call(listApiKeys, { query })).map((k) => k.credits)).toEqual([2]);
  });
});

describe("Account/Usage", () => {
  it("shows each paid call per day and operation, and agrees with the balance", async () => {
    const app = await createApplication(10);
    const client = await authenticatedClient(app);
    const query = { applicationId: app.applicationId };
    const brief = { productName: "Fjord Trail Jacket", productDescription: "A 3-layer shell at 420 g with taped seams and pit zips.", outputLanguage: "en", type: 26 };
    await client.call(createAdTexts, { body: { applicationId: app.applicationId, userId: randomUUID(), ...brief } as never });
    // A call that fails after its charge is refunded and leaves no usage.
    await expectErrorBody(await client.send(createAdTexts, { body: { applicationId: app.applicationId, userId: randomUUID(), ...brief, outputLanguage: "Klingon" } as never }), 422, "outputLanguage");

    const usage = await client.call(getUsage, { query: { ...query, days: 7 } });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage).toMatchObject({ applicationId: app.applicationId, credits: 9, to: today });
    expect(usage.usage).toEqual([{ day: today, operation: "POST /api/v1/Text/Generation/Ads", calls: 1, credits: 1 }]);
    await expectErrorBody(await client.send(getUsage, { query: { ...query, days: 91 } }), 400, "days");
  });
});
