import { expect, test, type Page } from "@playwright/test";
import { ADMIN, MARKETER, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { ReviewBoard, ReviewItem, startPhotoshoot, waitForFirstCreative } from "./pages/review";

/**
 * The review board end to end, in real browsers on the built server: a marketer generates, a
 * reviewer asks for changes with a pinned comment, the marketer re-runs the shoot and the new
 * version shows beside the old, the reviewer approves, a client answers through a share link in
 * a fresh context, and the link stops working when revoked and once expired. The marketer's and
 * the reviewer's boards follow each other's decisions live, without a reload.
 */
// A name of its own: the photoshoot spec shoots the same photo as "Vintage 35 mm film camera" in this workspace.
const PRODUCT = "Restored rangefinder camera";
const SCENE_1 = `${PRODUCT} · scene 1`;
const CAMPAIGN = "Film camera autumn launch";

async function ensureUser(page: Page, user: { email: string; password: string }, role: "marketer" | "reviewer") {
  const response = await page.request.post("/api/studio/users", { data: { email: user.email, role, password: user.password } });
  expect([200, 409]).toContain(response.status());
}

test("marketer generates, reviewer requests changes with a pin, a new version is approved, a client answers through a share link", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(480_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await ensureUser(page, MARKETER, "marketer");
  await ensureUser(page, REVIEWER, "reviewer");
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
  await page.context().clearCookies();

  // The marketer generates a photoshoot and an ad text.
  await signIn(page, MARKETER);
  const firstShoot = await startPhotoshoot(page, PRODUCT);
  const adText = await page.request.post("/api/studio/ad-texts", {
    data: {
      processName: CAMPAIGN,
      productName: PRODUCT,
      productDescription: "A restored 1970s rangefinder with a 40 mm f/1.7 lens, light meter and new light seals; shoots any 35 mm film.",
      outputLanguage: "en",
      tone: "Inspirational",
    },
  });
  expect(adText.status()).toBe(200);
  await waitForFirstCreative(page, firstShoot);

  // Both are the marketer's drafts until submitted: the scene from its page, the ad text through the BFF.
  const ownBoard = new ReviewBoard(page);
  await ownBoard.goto();
  await expect(ownBoard.card(SCENE_1)).toHaveAttribute("data-state", "draft");
  await ownBoard.card(SCENE_1).getByRole("link").click();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("item-state")).toContainText("In review");
  const ownItems = (await (await page.request.get(`/api/studio/review/items?search=${encodeURIComponent(CAMPAIGN)}`)).json()) as { items: Array<{ id: string }> };
  expect((await page.request.post(`/api/studio/review/items/${ownItems.items[0]!.id}/submit`, { data: {} })).status()).toBe(200);

  // The reviewer, in a context of their own.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, REVIEWER);
  const board = new ReviewBoard(reviewer);
  await board.goto();
  await expect(board.card(SCENE_1)).toBeVisible();
  await expect(board.card(CAMPAIGN)).toBeVisible();
  await expect(board.card(SCENE_1)).toHaveAttribute("data-state", "inReview");
  // Keyboard: the arrow keys move between the cards.
  await board.cards().first().getByRole("link").focus();
  await reviewer.keyboard.press("ArrowRight");
  await expect(board.cards().nth(1).getByRole("link")).toBeFocused();
  await reviewer.keyboard.press("End");
  await expect(board.cards().last().getByRole("link")).toBeFocused();
  // Filters: only ad texts, then searched.
  // (Other specs share this workspace, so the filters are checked by what they keep and drop.)
  await reviewer.getByLabel("Kind").selectOption("adText");
  await expect(board.card(SCENE_1)).toHaveCount(0);
  await expect(board.card(CAMPAIGN)).toBeVisible();
  expect(new Set(await board.cards().evaluateAll((cards) => cards.map((c) => c.getAttribute("data-kind"))))).toEqual(new Set(["adText"]));
  await reviewer.getByLabel("Kind").selectOption("");
  await reviewer.getByLabel("Search").fill("scene 1");
  await expect(board.card(CAMPAIGN)).toHaveCount(0);
  await expect(board.card(SCENE_1)).toBeVisible();
  for (const title of await board.cards().getByRole("link").allTextContents()) expect(title.toLowerCase()).toContain("scene 1");
  await reviewer.getByLabel("Search").fill("");
  await auditPage(reviewer, testInfo, "review-board");

  // A link that expires after a minute, made now and checked at the end (the server's clock decides).
  const sceneId = (await board.card(SCENE_1).getAttribute("data-item-id"))!;
  const shortLived = await reviewer.request.post("/api/studio/review/share-links", { data: { title: "One minute only", itemIds: [sceneId], expiresInMinutes: 1, allowDecisions: false } });
  expect(shortLived.status()).toBe(200);
  const shortLivedPath = ((await shortLived.json()) as { path: string }).path;
  const madeAt = Date.now();

  // The reviewer requests changes with a comment pinned to a spot of the creative.
  await board.card(SCENE_1).getByRole("link").click();
  const item = new ReviewItem(reviewer);
  await expect(reviewer.getByRole("heading", { level: 1, name: SCENE_1 })).toBeVisible();
  await reviewer.getByRole("button", { name: "Pin to a spot" }).click();
  const canvas = reviewer.getByRole("button", { name: /^Place a pin on/ });
  const frame = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: frame.width * 0.3, y: frame.height * 0.6 } });
  await expect(reviewer.getByTestId("draft-pin")).toBeVisible();
  await reviewer.getByLabel("Comment on version 1").fill("The lens looks soft here: sharpen it.");
  await reviewer.getByRole("button", { name: "Add comment" }).click();
  const pin = reviewer.getByTestId("comment-pin");
  await expect(pin).toHaveCount(1);
  const at100 = await item.pinPosition(pin);
  expect(at100.x).toBeCloseTo(0.3, 1);
  expect(at100.y).toBeCloseTo(0.6, 1);
  // Pinned in image pixels: the pin stays on the same spot at any zoom.
  await reviewer.getByRole("button", { name: "200%" }).click();
  const at200 = await item.pinPosition(pin);
  expect(at200.x).toBeCloseTo(at100.x, 2);
  expect(at200.y).toBeCloseTo(at100.y, 2);
  await reviewer.getByRole("button", { name: "100%" }).click();
  // Requesting changes needs a reason, then a confirmation that shows it.
  await reviewer.getByRole("button", { name: "Request changes" }).click();
  await expect(reviewer.getByText("Say what should change first")).toBeVisible();
  await expect(reviewer.getByLabel(/^Reason or comment/)).toBeFocused();
  await reviewer.getByLabel(/^Reason or comment/).fill("Please re-shoot with a sharper lens.");
  await reviewer.getByRole("button", { name: "Request changes" }).click();
  await expect(reviewer.getByRole("dialog", { name: "Request changes on version 1?" })).toContainText("Please re-shoot with a sharper lens.");
  await reviewer.getByRole("button", { name: "Yes, request changes" }).click();
  await expect(item.state()).toContainText("Changes requested");
  await auditPage(reviewer, testInfo, "review-item");

  // The marketer sees the state and the comment on their board, answers, and cannot approve.
  const marketerBoard = new ReviewBoard(page);
  await marketerBoard.goto();
  await expect(marketerBoard.card(SCENE_1)).toHaveAttribute("data-state", "changesRequested");
  await marketerBoard.card(SCENE_1).getByRole("link").click();
  await expect(page.getByTestId("comment-thread")).toContainText("The lens looks soft here: sharpen it.");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  expect((await page.request.post(`/api/studio/review/items/${sceneId}/decisions`, { data: { decision: "approved" } })).status()).toBe(403);
  expect((await page.request.post(`/api/studio/review/items/${sceneId}/comments`, { data: { body: "New thread" } })).status()).toBe(403);
  await page.getByLabel("Reply").fill("Re-shooting it now.");
  await page.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.getByRole("list", { name: "Replies" })).toContainText("Re-shooting it now.");
  // …and the reviewer's open page shows the reply without a reload.
  await expect(reviewer.getByRole("list", { name: "Replies" })).toContainText("Re-shooting it now.");

  // The marketer re-runs the photoshoot of the same product: version 2, beside version 1.
  const secondShoot = await startPhotoshoot(page, PRODUCT);
  await waitForFirstCreative(page, secondShoot);
  await expect(item.versions()).toHaveCount(2, { timeout: 120_000 });
  // Version 2 is the marketer's draft until they submit it.
  await expect(item.state()).toContainText("Draft");
  expect((await page.request.post(`/api/studio/review/items/${sceneId}/submit`, { data: {} })).status()).toBe(200);
  await expect(item.versions().nth(0)).toHaveAttribute("data-version", "1");
  await expect(item.versions().nth(1)).toHaveAttribute("data-version", "2");
  await expect(item.state()).toContainText("In review");
  for (const img of await item.versions().locator("img").all()) {
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  }
  await auditPage(reviewer, testInfo, "review-item-compare");

  // The reviewer approves version 2; the marketer's open board follows without a reload.
  await marketerBoard.goto();
  await expect(marketerBoard.card(SCENE_1)).toHaveAttribute("data-state", "inReview");
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await expect(item.state()).toContainText("Approved");
  await expect(marketerBoard.card(SCENE_1)).toHaveAttribute("data-state", "approved");
  // The thread on version 1 is done with: resolved, and reopened would bring it back.
  await reviewer.getByLabel("Version", { exact: true }).selectOption("1");
  await reviewer.getByTestId("comment-thread").getByRole("button", { name: "Resolve" }).click();
  await expect(reviewer.getByTestId("comment-thread")).toContainText("Resolved");

  // Share the creative and the ad text with a client.
  await board.goto();
  const campaignId = (await board.card(CAMPAIGN).getAttribute("data-item-id"))!;
  await board.card(SCENE_1).getByLabel(/^Select/).check();
  await board.card(CAMPAIGN).getByLabel(/^Select/).check();
  await reviewer.getByRole("button", { name: "Share selection (2)" }).click();
  await reviewer.getByLabel("Title the client sees").fill("Film camera: for Alex at Northlight");
  await reviewer.getByLabel("Expires after").selectOption({ label: "1 day" });
  await reviewer.getByRole("button", { name: "Create link" }).click();
  const address = await reviewer.getByTestId("share-address").inputValue();
  expect(address).toMatch(/\/share\/rv_[A-Za-z0-9_-]{43}$/);
  await reviewer.keyboard.press("Escape");

  // A fresh context: exactly the shared items, read-only, nothing of the studio or the API.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(address);
  await expect(client.getByRole("heading", { level: 1, name: "Film camera: for Alex at Northlight" })).toBeVisible();
  const shared = client.getByTestId("shared-item");
  await expect(shared).toHaveCount(2);
  expect((await shared.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-item-id")))).sort()).toEqual([sceneId, campaignId].sort());
  // The client answers as a client: no rejecting, no studio comment form.
  await expect(client.getByRole("button", { name: /Reject|Add comment/ })).toHaveCount(0);
  const sharedImage = client.getByTestId("shared-item").filter({ hasText: SCENE_1 }).locator("img");
  await expect.poll(() => sharedImage.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect((await client.request.get("/api/studio/review/items")).status()).toBe(401);
  expect((await client.request.get("/api/v1/Review/Items")).status()).toBe(401);
  const token = address.split("/share/")[1]!;
  expect((await client.request.get("/api/v1/Review/Items", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await auditPage(client, testInfo, "review-shared");

  // The client approves the ad text; it shows on the reviewer's open board as theirs.
  const campaign = client.getByTestId("shared-item").filter({ hasText: CAMPAIGN });
  await client.getByLabel("Your name").fill("Alex Northlight");
  await campaign.getByLabel("Your comment").fill("Lovely copy, go ahead.");
  await campaign.getByRole("button", { name: "Approve" }).click();
  await expect(campaign.getByTestId("shared-state")).toContainText("Approved");
  await expect(board.card(CAMPAIGN)).toHaveAttribute("data-state", "approved");
  await expect(board.card(CAMPAIGN)).toContainText("by client Alex Northlight");

  // Revoked: the client's page stops working at once.
  const row = reviewer.getByTestId("share-link-row").filter({ hasText: "Film camera: for Alex at Northlight" });
  await row.getByRole("button", { name: /^Revoke/ }).click();
  await reviewer.getByRole("button", { name: "Revoke link" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
  await client.reload();
  await expect(client.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  expect((await client.request.post(`/api/studio/shared/${token}/decisions`, { data: { itemId: campaignId, decision: "approved", name: "Alex" } })).status()).toBe(404);

  // A link with a password asks for it, and its images load once it is given.
  const guarded = await reviewer.request.post("/api/studio/review/share-links", {
    data: { title: "With a password", itemIds: [sceneId], expiresInMinutes: 60, allowDecisions: false, password: "Northlight-2026" },
  });
  const guardedPath = ((await guarded.json()) as { path: string }).path;
  await client.goto(guardedPath);
  await client.getByLabel("Password").fill("wrong password");
  await client.getByRole("button", { name: "Open" }).click();
  await expect(client.getByText("That password is not right.")).toBeVisible();
  await client.getByLabel("Password").fill("Northlight-2026");
  await client.getByRole("button", { name: "Open" }).click();
  await expect(client.getByTestId("shared-item")).toHaveCount(1);
  await expect.poll(() => client.getByTestId("shared-item").locator("img").evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expect(client.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // Expired: the one-minute link made earlier no longer opens.
  const waitMs = madeAt + 61_000 - Date.now();
  if (waitMs > 0) await client.waitForTimeout(waitMs);
  await client.goto(shortLivedPath);
  await expect(client.getByRole("heading", { name: "This link does not work" })).toBeVisible();

  await clientContext.close();
  await reviewerContext.close();
});
