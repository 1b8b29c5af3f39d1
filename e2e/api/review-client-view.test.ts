import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { commentThroughShareLink, createShareLink, getReviewItem, listReviewItems, openShareLink, postReviewComment, postReviewDecision, submitReviewItem } from "@/lib/schemas/review";
import { authenticatedClient, createApplication, type TestApplication } from "../support/fixtures";

/**
 * What a client on a share link sees over the API: the comments a reviewer made client-visible
 * (internal is the default), no e-mail address, no favourites, no reasons the agency gave itself;
 * and a client's own comments through a link that takes answers, in this application only.
 */
const reviewer = { userId: randomUUID(), name: "rita@agency.example" };
const brief = {
  userId: randomUUID(),
  processName: "Harbour Mug launch",
  productName: "Harbour Mug",
  productDescription: "A 350 ml stoneware mug, glazed in sea blue, dishwasher safe, with a thumb rest on the handle.",
  outputLanguage: "en",
  tone: "Friendly",
};

let app: TestApplication;
let client: AdcraftClient;
let other: AdcraftClient;
let itemId: string;

beforeAll(async () => {
  app = await createApplication(100, "Client view agency");
  client = await authenticatedClient(app);
  other = await authenticatedClient(await createApplication(100, "Client view other"));
  await client.call(createAdTexts, { body: { applicationId: app.applicationId, ...brief } as never });
  const page = await client.call(listReviewItems, { query: { applicationId: app.applicationId } as never });
  itemId = page.items.find((i) => i.title === brief.processName)!.id;
  await client.call(submitReviewItem, { params: { itemId }, body: { userId: brief.userId, name: "mara@agency.example" } as never });
});

describe("Client-visible comments", () => {
  it("are documented, with the share link's comment operation", async () => {
    const doc = (await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths["/api/v1/Review/ShareLinks/Comments"]!)).toEqual(["post"]);
    expect(doc.components.schemas).toHaveProperty("ShareLinkCommentRequest");
  });

  it("a comment is internal unless the reviewer chooses; the link shows only client-visible ones, under the agency's name", async () => {
    const internal = await client.call(postReviewComment, { params: { itemId }, body: { body: "Internal: margin is thin on this one.", ...reviewer } as never });
    expect(internal.visibility).toBe("internal");
    const visible = await client.call(postReviewComment, { params: { itemId }, body: { body: "Could the second line be shorter?", visibility: "client", ...reviewer } as never });
    expect(visible.visibility).toBe("client");
    await client.call(postReviewDecision, { params: { itemId }, body: { decision: "changesRequested", comment: "Internal: waiting for legal.", ...reviewer } as never });
    const { token } = await client.call(createShareLink, { body: { title: "Harbour for the client", itemIds: [itemId], expiresInMinutes: 60, allowDecisions: true, ...reviewer } as never });

    // The raw answer, not the parsed one: nothing may ride along that a parser would drop.
    const response = await client.send(openShareLink, { body: { token } });
    const raw = await response.text();
    expect(response.status).toBe(200);
    for (const hidden of ["Internal:", reviewer.name, reviewer.userId, "favorited", "@"]) expect(raw).not.toContain(hidden);
    const page = JSON.parse(raw) as { allowDecisions: boolean; allowDownloads: boolean; items: Array<{ comments: Array<{ body: string }> }> };
    expect(page.items[0]!.comments.map((c) => c.body)).toEqual(["Could the second line be shorter?"]);
    expect(page).toMatchObject({ allowDecisions: true, allowDownloads: false });
  });

  it("takes a client's comment and reply through a link that allows answers, and shows it on the board as theirs", async () => {
    const { token } = await client.call(createShareLink, { body: { title: "Answers", itemIds: [itemId], expiresInMinutes: 60, allowDecisions: true, allowDownloads: true, ...reviewer } as never });
    const first = await client.call(commentThroughShareLink, { body: { token, itemId, name: "Clara Client", body: "Love the blue." } });
    expect(first).toMatchObject({ visibility: "client", by: { kind: "client", userId: null, name: "Clara Client" } });
    const reply = await client.call(commentThroughShareLink, { body: { token, itemId, name: "Clara Client", body: "And the thumb rest!", parentId: first.id } });
    expect(reply.parentId).toBe(first.id);
    const board = await client.call(getReviewItem, { params: { itemId } });
    expect(board.comments.filter((c) => c.by.kind === "client").map((c) => c.body)).toEqual(["Love the blue.", "And the thumb rest!"]);
    expect((await client.call(openShareLink, { body: { token } })).allowDownloads).toBe(true);
    // A pin on an ad text is refused, as it is for the agency.
    await expect(client.call(commentThroughShareLink, { body: { token, itemId, name: "Clara", body: "here", pinX: 1, pinY: 1 } })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a read-only link's comments, an internal thread as parent, and another application's key with the right token", async () => {
    const internal = await client.call(postReviewComment, { params: { itemId }, body: { body: "Internal thread", ...reviewer } as never });
    const readOnly = await client.call(createShareLink, { body: { title: "Look only", itemIds: [itemId], expiresInMinutes: 60, allowDecisions: false, ...reviewer } as never });
    await expect(client.call(commentThroughShareLink, { body: { token: readOnly.token, itemId, name: "Clara", body: "Hello" } })).rejects.toMatchObject({ status: 400 });
    const open = await client.call(createShareLink, { body: { title: "Answers", itemIds: [itemId], expiresInMinutes: 60, allowDecisions: true, ...reviewer } as never });
    await expect(client.call(commentThroughShareLink, { body: { token: open.token, itemId, name: "Clara", body: "Re", parentId: internal.id } })).rejects.toMatchObject({ status: 400 });
    await expect(other.call(commentThroughShareLink, { body: { token: open.token, itemId, name: "Mallory", body: "Hi" } })).rejects.toMatchObject({ status: 404 });
    await expect(client.call(commentThroughShareLink, { body: { token: open.token, itemId: randomUUID(), name: "Clara", body: "Hi" } })).rejects.toMatchObject({ status: 404 });
  });
});
