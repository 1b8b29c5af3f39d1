import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { SignJWT } from "jose";
import { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { generateJwtToken, refreshJwtToken } from "@/lib/schemas/auth";
import { authenticatedClient, createApplication, expectErrorBody, keyClient, operator } from "../support/fixtures";

const isoMillis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("GenerateJwtToken", () => {
  it("issues an access token valid 60 minutes and a refresh token 7 days past it", async () => {
    const app = await createApplication();
    const response = await keyClient(app).send(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
    expect(response.status).toBe(200);
    const pair = await response.json();
    expect(pair).toMatchObject({ $id: "1", applicationId: app.applicationId });
    expect(pair.accessTokenExpiration).toMatch(isoMillis);
    expect(pair.refreshTokenExpiration).toMatch(isoMillis);
    const accessMinutes = (Date.parse(pair.accessTokenExpiration) - Date.now()) / 60_000;
    expect(accessMinutes).toBeGreaterThan(59);
    expect(accessMinutes).toBeLessThanOrEqual(60);
    expect(Date.parse(pair.refreshTokenExpiration) - Date.parse(pair.accessTokenExpiration)).toBe(7 * 86_400_000);
    const claims = JSON.parse(Buffer.from(pair.accessToken.split(".")[1], "base64url").toString());
    expect(claims.applicationId).toBe(app.applicationId);
  });

  it("refuses a wrong jwtPrivateKey, another application's key, and a malformed body", async () => {
    const a = await createApplication();
    const b = await createApplication();
    await expectErrorBody(await keyClient(a).send(generateJwtToken, { body: { applicationId: a.applicationId, jwtPrivateKey: b.jwtPrivateKey } }), 401, "business:");
    await expectErrorBody(await keyClient(a).send(generateJwtToken, { body: { applicationId: b.applicationId, jwtPrivateKey: b.jwtPrivateKey } }), 401, "business:");
    const missing = await expectErrorBody(await keyClient(a).send(generateJwtToken, { body: { applicationId: a.applicationId } as never }), 400, "jwtPrivateKey");
    expect(missing.errors.jwtPrivateKey).toEqual(["The jwtPrivateKey field is required."]);
    await expectErrorBody(await keyClient(a).send(generateJwtToken, { body: { applicationId: "not-a-guid", jwtPrivateKey: "x" } }), 400, "applicationId");
  });
});

describe("RefreshJwtToken", () => {
  it("rotates: each refresh token works once, and reusing one revokes its whole family", async () => {
    const app = await createApplication();
    const client = keyClient(app);
    const first = await client.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
    const second = await client.call(refreshJwtToken, { body: { applicationId: app.applicationId, refreshToken: first.refreshToken } });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await client.withAccessToken(second.accessToken).send(getCredits, { query: { applicationId: app.applicationId } })).status).toBe(200);

    const reuse = await expectErrorBody(await client.send(refreshJwtToken, { body: { applicationId: app.applicationId, refreshToken: first.refreshToken } }), 401, "business:");
    expect(reuse.errors["business:"]![0]).toMatch(/already used/);
    // The reuse revoked the family: the token issued by the legitimate rotation is dead too.
    await expectErrorBody(await client.send(refreshJwtToken, { body: { applicationId: app.applicationId, refreshToken: second.refreshToken } }), 401, "business:");
  });

  it("refuses an unknown refresh token and one of another application", async () => {
    const a = await createApplication();
    const b = await createApplication();
    const pairB = await keyClient(b).call(generateJwtToken, { body: { applicationId: b.applicationId, jwtPrivateKey: b.jwtPrivateKey } });
    await expectErrorBody(await keyClient(a).send(refreshJwtToken, { body: { applicationId: a.applicationId, refreshToken: "rt_unknown" } }), 401, "business:");
    await expectErrorBody(await keyClient(a).send(refreshJwtToken, { body: { applicationId: a.applicationId, refreshToken: pairB.refreshToken } }), 401, "business:");
  });
});

describe("the 401 cases of an authenticated endpoint", () => {
  const baseUrl = () => inject("baseUrl");

  it("answers each with the contract's body and a message saying what is wrong", async () => {
    const a = await createApplication();
    const b = await createApplication();
    const clientA = await authenticatedClient(a);
    const tokenA = clientA.options.accessToken!;
    const query = { applicationId: a.applicationId };
    const cases: Array<[string, AdcraftClient, Record<string, string>, RegExp]> = [
      ["no bearer token", keyClient(a), {}, /access token is missing/],
      ["a malformed token", keyClient(a).withAccessToken("not.a.jwt"), {}, /invalid or has expired/],
      ["a token signed with another key", keyClient(a).withAccessToken(await forgedToken(a.applicationId)), {}, /invalid or has expired/],
      ["no API key", new AdcraftClient({ baseUrl: baseUrl(), accessToken: tokenA }), {}, /x-api-key and x-api-secret headers are required/],
      ["a wrong API secret", new AdcraftClient({ baseUrl: baseUrl(), apiKey: a.apiKey, apiSecret: b.apiSecret, accessToken: tokenA }), {}, /key or secret is not valid/],
      ["A's token with B's key", keyClient(b).withAccessToken(tokenA), {}, /not issued to the application of this API key/],
    ];
    for (const [name, client, headers, message] of cases) {
      const body = await expectErrorBody(await client.send(getCredits, { query, headers }), 401, "business:");
      expect(body.errors["business:"]![0], name).toMatch(message);
    }
    // A's token and key, but B's applicationId in the request.
    const crossTenant = await expectErrorBody(await clientA.send(getCredits, { query: { applicationId: b.applicationId } }), 401, "business:");
    expect(crossTenant.errors["business:"]![0]).toMatch(/not the application of the access token/);
  });

  it("refuses a revoked API key", async () => {
    const app = await createApplication();
    const client = await authenticatedClient(app);
    expect((await client.send(getCredits, { query: { applicationId: app.applicationId } })).status).toBe(200);
    await operator("keys revoke", { key: app.apiKey });
    await expectErrorBody(await client.send(getCredits, { query: { applicationId: app.applicationId } }), 401, "business:");
  });
});

async function forgedToken(applicationId: string) {
  return new SignJWT({ applicationId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("adcraft")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("a-key-that-is-not-the-servers-signing-key"));
}
