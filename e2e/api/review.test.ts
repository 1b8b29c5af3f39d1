import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { createAdTexts, updateAdTexts } from "@/lib/schemas/ad-texts";
import { createShareLink, decideThroughShareLink, getReviewItem, listReviewItems, openShareLink, postReviewComment, postReviewDecision, submitReviewItem } from "@/lib/schemas/review";
import { generateJwtToken } from "@/lib/schemas/auth";
import { authenticatedClient, createApplication, expectErrorBody, keyClient, type TestApplication } from "../support/fixtures";

/**
 * The review board's API over HTTP: items with states, decisions and comments as an agency's own
 * tools drive them, and share-link tokens that open their page only — never the API, another
 * item or another application.
 */
const reviewer = { userId: randomUUID(), name: "rita@agency.example" };
const marketer = randomUUID();
const brief = {
  userId: marketer,
  processName: "Summit Trail Runner launch",
  productName: "Summit Trail Runner",
  productDescription: "A lightweight trail shoe with a grippy Vibram sole, 6 mm drop and a breathable mesh upper; 280 g per shoe.",
  outputLanguage: "en",
  tone: "Bold",
};

let app: TestApplication;
let client: AdcraftClient;
let other: AdcraftClient;
let otherApp: TestApplication;
let authHeaders: () => Record<string, string>;

beforeAll(async () => {
  app = await createApplication(100, "Review agency");
  otherApp = await createApplication(100, "Another agency");
  client = await authenticatedClient(app);
  other = await authenticatedClient(otherApp);
  // For raw calls: the same credentials the typed client sends.
  const pair = await keyClient(app).call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
  authHeaders = () => ({ "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, authorization: `Bearer ${pair.accessToken}` });
});

const items = (c = client, applicationId = app.applicationId, query: Record<string, unknown> = {}) => c.call(listReviewItems, { query: { applicationId, ...query } as never });

describe("Review items over the API", () => {
  it("are documented in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags: string[] }>>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths["/api/v1/Review/Items"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/v1/Review/Items/{itemId}/Decisions"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/v1/Review/Items/{itemId}/Comments"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/v1/Review/Items/{itemId}/Submit"]!)).toEqual(["post"]);
    expect(doc.paths["/api/v1/Review/ShareLinks/Open"]!.post!.tags).toEqual(["Review"]);
    expect(doc.components.schemas).toHaveProperty("ReviewItem");
    expect(doc.components.schemas).toHaveProperty("ReviewDecisionRequest");
  });

  it("lists an ad text with its state, takes a decision and a comment, and versions a regeneration", async () => {
    const created = await client.call(createAdTexts, { body: { applicationId: app.applicationId, ...brief } as never });
    const page = await items();
    const item = page.items.find((i) => i.kind === "adText" && i.title === brief.processName)!;
    expect(item).toMatchObject({ state: "draft", version: 1, authorUserId: marketer, lastDecision: null });
    // The author's draft until submitted; then the reviewers' to decide on.
    await expect(client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "approved", ...reviewer } as never })).rejects.toMatchObject({ status: 400 });
    expect(await client.call(submitReviewItem, { params: { itemId: item.id }, body: { userId: marketer, name: "mara@agency.example" } as never })).toMatchObject({ version: 1, submittedBy: "mara@agency.example" });
    expect((await client.call(getReviewItem, { params: { itemId: item.id } })).item.state).toBe("inReview");
    expect(item.adText!.texts.map((t) => t.value)).toEqual(created.adTexts.map((t) => t.value));

    const decision = await client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "changesRequested", comment: "Lead with the grip, not the weight.", ...reviewer } as never });
    expect(decision).toMatchObject({ version: 1, decision: "changesRequested", by: { kind: "user", userId: reviewer.userId, name: reviewer.name } });
    const comment = await client.call(postReviewComment, { params: { itemId: item.id }, body: { body: "“Vibram” should be in the first line.", ...reviewer } as never });
    expect(comment).toMatchObject({ version: 1, pin: null, parentId: null });
    expect((await items(client, app.applicationId, { state: "changesRequested" })).items.map((i) => i.id)).toContain(item.id);

    await client.call(updateAdTexts, { body: { applicationId: app.applicationId, ...brief, id: created.id, customRequest: "Mention the Vibram sole first." } as never });
    const detail = await client.call(getReviewItem, { params: { itemId: item.id } });
    expect(detail.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(detail.item).toMatchObject({ state: "draft", version: 2 });
    await client.call(submitReviewItem, { params: { itemId: item.id }, body: { userId: marketer, name: "mara@agency.example" } as never });
    await client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "approved", ...reviewer } as never });
    expect((await client.call(getReviewItem, { params: { itemId: item.id } })).item.state).toBe("approved");
  });

  it("decides one text of an ad-text process on its own, with a reason to reject it", async () => {
    await client.call(createAdTexts, { body: { applicationId: app.applicationId, ...brief, processName: "Text by text" } as never });
    const item = (await items()).items.find((i) => i.title === "Text by text")!;
    await client.call(submitReviewItem, { params: { itemId: item.id }, body: { userId: marketer, name: "mara@agency.example" } as never });
    const [first, second] = item.adText!.texts;
    const approved = await client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "approved", textId: first!.id, ...reviewer } as never });
    expect(approved).toMatchObject({ textId: first!.id, decision: "approved" });
    await expect(client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "rejected", textId: second!.id, ...reviewer } as never })).rejects.toMatchObject({ status: 400 });
    await client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "rejected", textId: second!.id, comment: "Too long for a story.", ...reviewer } as never });
    const detail = await client.call(getReviewItem, { params: { itemId: item.id } });
    expect(detail.item.texts!.slice(0, 2)).toEqual([
      { textId: first!.id, state: "approved" },
      { textId: second!.id, state: "rejected" },
    ]);
    expect(detail.item.state).toBe("inReview");
    await expect(other.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "approved", textId: first!.id, name: "Mallory" } as never })).rejects.toMatchObject({ status: 404 });
  });

  it("answers bad input with the contract's error body", async () => {
    const [item] = (await items()).items;
    const post = (path: string, body: unknown) =>
      fetch(`${inject("baseUrl")}${path}`, { method: "POST", headers: { ...authHeaders(), "content-type": "application/json" }, body: JSON.stringify(body) });
    await expectErrorBody(await post(`/api/v1/Review/Items/${item!.id}/Decisions`, { decision: "maybe", name: "x" }), 400, "decision");
    await expectErrorBody(await post(`/api/v1/Review/Items/${item!.id}/Decisions`, { decision: "approved", name: "x", version: 99 }), 400, "version");
    await expectErrorBody(await post(`/api/v1/Review/Items/${item!.id}/Comments`, { body: "  ", name: "x" }), 400, "body");
    await expectErrorBody(await post(`/api/v1/Review/Items/${randomUUID()}/Comments`, { body: "Hello", name: "x" }), 404, "business: NotFound");
    await expectErrorBody(await post(`/api/v1/Review/Items/not-a-guid/Decisions`, { decision: "approved", name: "x" }), 400, "itemId");
  });

  it("never shows one application's items to another", async () => {
    const [item] = (await items()).items;
    await expect(other.call(getReviewItem, { params: { itemId: item!.id } })).rejects.toMatchObject({ status: 404 });
    await expect(other.call(postReviewDecision, { params: { itemId: item!.id }, body: { decision: "approved", name: "Mallory" } as never })).rejects.toMatchObject({ status: 404 });
    await expect(other.call(submitReviewItem, { params: { itemId: item!.id }, body: { name: "Mallory" } as never })).rejects.toMatchObject({ status: 404 });
    expect((await items(other, otherApp.applicationId)).items.map((i) => i.id)).not.toContain(item!.id);
    await expect(other.call(listReviewItems, { query: { applicationId: app.applicationId } as never })).rejects.toMatchObject({ status: 401 });
  });
});

describe("Share links over the API", () => {
  it("a token opens its selection only, and is no credential for the API", async () => {
    await client.call(createAdTexts, { body: { applicationId: app.applicationId, ...brief, processName: "Not shared" } as never });
    const all = (await items()).items;
    const shared = all.find((i) => i.title === brief.processName)!;
    const notShared = all.find((i) => i.title === "Not shared")!;
    const { token, link } = await client.call(createShareLink, { body: { title: "Summit for the client", itemIds: [shared.id], expiresInMinutes: 60, allowDecisions: true, ...reviewer } as never });
    expect(link).toMatchObject({ itemIds: [shared.id], hasPassword: false, allowDecisions: true });
    expect(JSON.stringify(link)).not.toContain(token);

    const page = await client.call(openShareLink, { body: { token } });
    expect(page.items.map((i) => i.item.id)).toEqual([shared.id]);
    await expect(client.call(decideThroughShareLink, { body: { token, itemId: notShared.id, decision: "approved", name: "Clara" } })).rejects.toMatchObject({ status: 404 });
    // Another application's key with the right token: nothing.
    await expect(other.call(openShareLink, { body: { token } })).rejects.toMatchObject({ status: 404 });

    // The token as a bearer, a key, a secret, or with no credentials at all: refused by the API.
    const base = inject("baseUrl");
    const attempts: Array<Record<string, string>> = [{ authorization: `Bearer ${token}` }, { authorization: `Bearer ${token}`, "x-api-key": token, "x-api-secret": token }, {}];
    for (const headers of attempts) {
      const response = await fetch(`${base}/api/v1/Review/Items?applicationId=${app.applicationId}`, { headers });
      expect(response.status).toBe(401);
      const open = await fetch(`${base}/api/v1/Review/ShareLinks/Open`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ token }) });
      expect(open.status).toBe(401);
    }

    const decision = await client.call(decideThroughShareLink, { body: { token, itemId: shared.id, decision: "approved", name: "Clara Client", comment: "Ship it." } });
    expect(decision.by).toEqual({ kind: "client", userId: null, name: "Clara Client" });
  });

  it("rate-limits guessing with 429 and Retry-After", async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await fetch(`${inject("baseUrl")}/api/v1/Review/ShareLinks/Open`, {
        method: "POST",
        headers: { ...authHeaders(), "content-type": "application/json" },
        body: JSON.stringify({ token: `rv_${randomUUID()}`, clientAddress: address }),
      });
      if (i < 10) expect(last.status).toBe(404);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
