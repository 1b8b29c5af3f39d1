import { readFileSync } from "node:fs";
import { expect, test, type Page, type Response } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { startPhotoshoot, waitForFirstCreative } from "./pages/review";

/**
 * A client on a share link (#26): the agency's internal notes, decision reasons, favourites and
 * its people's e-mail addresses never reach the page or any answer it loads; the client enlarges,
 * downloads (the link allows it), pins a comment of their own and requests changes, which needs a
 * reason. Axe in light and dark, and at 390 px wide.
 */
const PRODUCT = "Share-safe enamel kettle";
const INTERNAL = "INTERNAL-NOTE margin is thin";
const INTERNAL_REASON = "INTERNAL-REASON legal has not signed off";
const FOR_CLIENT = "Could the spout be a little brighter?";
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** Every text answer the page receives, read as it arrives. */
function recordResponses(page: Page) {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on("response", (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/json|text|javascript/.test(type)) return;
    void response
      .text()
      .then((body) => bodies.push({ url: response.url(), body }))
      .catch(() => {});
  });
  return bodies;
}

test("a client sees no internal comment and no e-mail address; enlarges, downloads, pins a comment and requests changes", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(300_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  // The service starts no photoshoot without a notification channel: the studio's own receiver.
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
  const shoot = await startPhotoshoot(page, PRODUCT);
  // Favourited text: the team's own marker, which the client must not see.
  const adText = await page.request.post("/api/studio/ad-texts", {
    data: { processName: `${PRODUCT} copy`, productName: PRODUCT, productDescription: "A 1.5 l enamel kettle for gas and induction hobs, with a whistle and a beech handle.", outputLanguage: "en" },
  });
  expect(adText.status()).toBe(200);
  const texts = ((await adText.json()) as { adTexts: Array<{ id: number }> }).adTexts;
  expect((await page.request.patch(`/api/studio/ad-texts/texts/${texts[0]!.id}`, { data: { favorited: true } })).status()).toBe(200);
  await waitForFirstCreative(page, shoot);

  const board = (await (await page.request.get(`/api/studio/review/items?search=${encodeURIComponent(PRODUCT)}`)).json()) as { items: Array<{ id: string; title: string; kind: string }> };
  const scene = board.items.find((i) => i.title === `${PRODUCT} · scene 1`)!;
  const copy = board.items.find((i) => i.kind === "adText")!;
  // The admin made them, and submits them for review (a draft is not decided on).
  for (const id of [scene.id, copy.id]) expect((await page.request.post(`/api/studio/review/items/${id}/submit`, { data: {} })).status()).toBe(200);
  // The reviewer's notes: one internal (the default), one for the client, and a decision with an internal reason.
  const comment = (data: object) => page.request.post(`/api/studio/review/items/${scene.id}/comments`, { data });
  expect((await comment({ body: INTERNAL })).status()).toBe(200);
  expect((await comment({ body: FOR_CLIENT, visibility: "client", pin: { x: 200, y: 300 } })).status()).toBe(200);
  expect((await page.request.post(`/api/studio/review/items/${copy.id}/decisions`, { data: { decision: "changesRequested", comment: INTERNAL_REASON } })).status()).toBe(200);
  const link = await page.request.post("/api/studio/review/share-links", {
    data: { title: "Kettle for Sam", itemIds: [scene.id, copy.id], expiresInMinutes: 60, allowDecisions: true, allowDownloads: true },
  });
  expect(link.status()).toBe(200);
  const { path } = (await link.json()) as { path: string };

  // The reviewer's own item page shows which note is which.
  await page.goto(`/review/${scene.id}`);
  await expect(page.getByTestId("comment-thread").filter({ hasText: INTERNAL })).toContainText("Internal");
  await expect(page.getByTestId("comment-thread").filter({ hasText: FOR_CLIENT })).toContainText("Client can see");
  // In dark mode the "← Review board" link keeps its contrast (it fell to 2.45:1 when dark:text-brand-300 was no colour at all).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("link", { name: "Review board" })).toBeVisible();
  await auditPage(page, testInfo, "review-item-dark");
  await page.emulateMedia({ colorScheme: "light" });

  const clientContext = await browser.newContext({ acceptDownloads: true });
  const client = await clientContext.newPage();
  const answers = recordResponses(client);
  await client.goto(path);
  await expect(client.getByRole("heading", { level: 1, name: "Kettle for Sam" })).toBeVisible();
  const sceneCard = client.getByTestId("shared-item").filter({ hasText: `${PRODUCT} · scene 1` });
  await expect(sceneCard.getByTestId("shared-comment")).toHaveText([new RegExp(FOR_CLIENT.replace(/\?/g, "\\?"))]);
  await expect(sceneCard.getByTestId("comment-pin")).toHaveCount(1);
  const image = sceneCard.locator("img");
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await client.waitForLoadState("networkidle");

  // Nothing internal, no address, no favourite: not on the page, not in any answer it loaded.
  const html = await client.content();
  for (const secret of [INTERNAL, INTERNAL_REASON, ADMIN.email, "Favorite"]) expect(html).not.toContain(secret);
  expect(html).not.toMatch(EMAIL);
  expect(answers.length).toBeGreaterThan(0);
  for (const { url, body } of answers) {
    for (const secret of [INTERNAL, INTERNAL_REASON, ADMIN.email]) expect(body, url).not.toContain(secret);
    // The data answers (the page's own code names the field, harmlessly): no address, no favourite flag.
    if (url.includes("/api/")) {
      expect(body, url).not.toMatch(EMAIL);
      expect(body, url).not.toContain("favorited");
    }
  }
  expect(answers.some((a) => a.url.includes("/api/studio/shared/"))).toBe(true);

  // Enlarge, then close: the focus goes back to the button that opened it.
  const enlarge = sceneCard.getByRole("button", { name: "Enlarge" });
  await enlarge.click();
  const lightbox = client.getByTestId("shared-lightbox");
  await expect(lightbox).toBeVisible();
  await expect.poll(() => lightbox.locator("img").evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await auditPage(client, testInfo, "shared-lightbox");
  await client.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
  await expect(enlarge).toBeFocused();

  // Download: the full-size PNG.
  const [download] = await Promise.all([client.waitForEvent("download"), sceneCard.getByRole("link", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(file.readUInt32BE(16)).toBeGreaterThan(600); // the IHDR width: full size, not the 600 px thumbnail

  // A pinned comment of the client's own, under the name they give once.
  await client.getByLabel("Your name").fill("Sam Kettleworth");
  await sceneCard.getByRole("button", { name: "Pin to a spot" }).click();
  const canvas = sceneCard.getByRole("button", { name: /^Place a pin on/ });
  const frame = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: frame.width * 0.7, y: frame.height * 0.2 } });
  await sceneCard.getByLabel("Your comment").fill("The handle looks too dark here.");
  await sceneCard.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(sceneCard.getByTestId("shared-comment")).toHaveCount(2);
  await expect(sceneCard.getByTestId("comment-pin")).toHaveCount(2);
  await expect(sceneCard.getByTestId("shared-comment").nth(1)).toContainText("Sam Kettleworth");

  // Requesting changes needs a reason.
  await sceneCard.getByRole("button", { name: "Request changes" }).click();
  await expect(sceneCard.getByRole("alert")).toContainText("Say what should change");
  await sceneCard.getByLabel("Your comment").fill("Brighter handle, please.");
  await sceneCard.getByRole("button", { name: "Request changes" }).click();
  await expect(sceneCard.getByTestId("shared-state")).toContainText("Changes requested");

  // The reviewer sees the client's pinned comment on the board as theirs.
  await page.reload();
  await expect(page.getByTestId("comment-thread").filter({ hasText: "The handle looks too dark here." })).toContainText("Sam Kettleworth (client)");

  await auditPage(client, testInfo, "shared-light");
  await client.emulateMedia({ colorScheme: "dark" });
  await client.reload();
  await expect(client.getByTestId("shared-item")).toHaveCount(2);
  await auditPage(client, testInfo, "shared-dark");
  await client.setViewportSize({ width: 390, height: 844 });
  await expect(sceneCard).toBeVisible();
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await auditPage(client, testInfo, "shared-390");
  await clientContext.close();
});
