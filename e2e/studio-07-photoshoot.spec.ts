import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, MARKETER, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { PRODUCT_PHOTO, PhotoshootPage, darkMode, imageSize, shot, zipEntries } from "./pages/photoshoot";

test.describe.configure({ mode: "serial" });

let processId = "";

async function ensureUser(page: Page, user: { email: string; password: string }, role: "marketer" | "reviewer") {
  const response = await page.request.post("/api/studio/users", { data: { email: user.email, role, password: user.password } });
  expect([200, 409]).toContain(response.status());
}

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

test("without an active channel a marketer is told whom to ask, and an admin fixes it in one click", async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await ensureUser(page, MARKETER, "marketer");
  await ensureUser(page, REVIEWER, "reviewer");
  const status = (await (await page.request.get("/api/studio/channels/status")).json()) as { active: boolean };
  test.skip(status.active, "this server's workspace already has a channel (run the spec on a fresh server)");
  await page.context().clearCookies();

  // A marketer: the notice names the admin, and the BFF refuses the fix.
  await signIn(page, MARKETER);
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  const notice = page.getByRole("region", { name: "Photoshoots need a notification channel" });
  await expect(notice).toContainText(`Ask ${ADMIN.email}`);
  await expect(notice.getByRole("button")).toHaveCount(0);
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(403);
  // The service itself refuses generation, and the BFF says why.
  const refused = await page.request.post("/api/studio/photoshoots", {
    data: { productImageAssetId: "00000000-0000-4000-8000-000000000000", prompts: [{ tag: "preset", preset: "white_background" }] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/no active notification channel/);
  await auditPage(page, testInfo, "photoshoot-no-channel-marketer");
  await page.context().clearCookies();

  // An admin: one click, and the notice is gone.
  await signIn(page, ADMIN);
  await shoot.goto();
  await shot(page, testInfo, "photoshoot-no-channel-admin");
  await page.getByRole("button", { name: "Turn on notifications to the studio" }).click();
  await expect(page.getByRole("status")).toContainText("Notifications are on");
  await expect(page.getByRole("region", { name: "Photoshoots need a notification channel" })).toHaveCount(0);
  expect(((await (await page.request.get("/api/studio/channels/status")).json()) as { active: boolean }).active).toBe(true);
  // Clicking again (another tab, a second admin) switches the same channel on rather than adding one.
  const again = (await (await page.request.post("/api/studio/channels/studio-receiver")).json()) as { id: string };
  const receivers = ((await (await page.request.get("/api/studio/channels")).json()) as Array<{ id: string; isStudioReceiver: boolean; isActive: boolean }>).filter((c) => c.isStudioReceiver);
  expect(receivers.map((c) => [c.id, c.isActive])).toEqual([[again.id, true]]);
});

test("refusals are explained in plain words before and after upload", async ({ page }) => {
  await signIn(page, MARKETER);
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  const problem = page.getByRole("alert").filter({ hasNotText: /^$/ }).and(page.locator(":not(#__next-route-announcer__)"));
  // Checked in the browser: nothing is sent.
  await shoot.upload({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(problem).toContainText("That file is not a JPG or PNG");
  await shoot.upload({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(12 * 1024 * 1024 + 1) });
  await expect(problem).toContainText("That photo is too large");
  // Refused by the service: a plain white photo has no product (UnknownForeground).
  const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ffffff" } }).jpeg().toBuffer();
  await shoot.upload({ name: "blank.jpg", mimeType: "image/jpeg", buffer: blank });
  await expect(problem).toContainText("We could not find the product in this photo");
  await expect(problem).toContainText(/plain background/);
  // A file that claims to be a JPG but is not one: the service's word, in plain words.
  await shoot.upload({ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("GIF89a this is no jpeg at all") });
  await expect(problem).toContainText("cannot be read as a JPG or PNG");
});

test("a marketer uploads a product photo, picks 3 presets and 1 prompt, and watches six creatives fill in live", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, MARKETER);
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  await expect(page.getByRole("heading", { name: "Photos that work best" })).toBeVisible();

  // A real upload progress bar: it moves while the photo is sent (throttled so it can be seen).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 30 * 1024 });
  const seen = new Set<number>();
  await shoot.upload(PRODUCT_PHOTO);
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  for (let i = 0; i < 200 && seen.size < 3; i++) {
    const value = await page.evaluate(() => document.querySelector('[aria-label="Upload progress"]')?.getAttribute("aria-valuenow"));
    if (value) seen.add(Number(value));
    await page.waitForTimeout(20);
  }
  await shot(page, testInfo, "photoshoot-uploading");
  expect(seen.size, `progress values seen: ${[...seen].join(", ")}`).toBeGreaterThanOrEqual(2);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await shoot.waitForCutout();
  // A camera is no kind the picture reader knows, so nothing is suggested (never the file name).
  await expect(page.getByLabel("Product name")).toHaveValue("");
  await expect(page.getByText("Name your product: the photo alone does not say what it is.")).toBeVisible();
  await page.getByLabel("Product name").fill("Vintage 35 mm film camera");
  const recommended = page.getByRole("list", { name: "Recommended presets" }).getByRole("button");
  await expect(recommended.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await recommended.nth(i).click();
  await expect(recommended.nth(0)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("list", { name: "Ideas written for your product (click to use):" }).getByRole("button").first().click();
  await expect(page.getByLabel("Your own scene")).not.toHaveValue("");
  await page.getByRole("button", { name: "Add prompt" }).click();
  await expect(page.getByRole("list", { name: "Chosen scenes" }).getByRole("listitem")).toHaveCount(4);
  await page.getByLabel(/^Story/).check();
  await shot(page, testInfo, "photoshoot-composed");
  await auditPage(page, testInfo, "photoshoot-composed");

  await page.getByRole("button", { name: "Generate 6 creatives" }).click();
  // Server-side waits get generous timeouts: under load the generate request alone took 3 s.
  await expect(page).toHaveURL(/\/photoshoot\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  processId = page.url().split("/").at(-1)!;
  await expect(shoot.tiles()).toHaveCount(6, { timeout: 30_000 });
  // The keyboard lands where the results begin, not on the page's body.
  await expect(page.getByRole("heading", { level: 2, name: "Creatives" })).toBeFocused();
  // Mid-way: some ready, some still rendering, on the live stream.
  await expect(page.getByTestId("stream-state")).toContainText("Live", { timeout: 30_000 });
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]').first()).toBeVisible({ timeout: 90_000 });
  const midway = await page.locator('[data-testid="creative-tile"][data-state="Done"]').count();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="creative-tile"] img')].every((i) => i.complete && i.naturalWidth > 0), null, { timeout: 30_000 });
  await shot(page, testInfo, "photoshoot-midway");
  console.log(`[photoshoot] mid-way screenshot with ${midway} of 6 creatives ready`);
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 120_000 });
  await expect(page.getByText("Finished: 6 of 6 creatives ready")).toBeVisible({ timeout: 30_000 });
  for (const img of await page.getByTestId("creative-tile").locator("img").all()) {
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  }
  await shot(page, testInfo, "photoshoot-finished");
  await auditPage(page, testInfo, "photoshoot-results");

  // The lightbox: full size, arrows between creatives.
  await page.getByRole("button", { name: /^Open creative 1:/ }).click();
  const lightbox = page.getByRole("dialog", { name: /^Creative 1 of 6/ });
  await expect.poll(() => lightbox.getByTestId("lightbox-image").evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 30_000 }).toBe(1674);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: /^Creative 2 of 6/ })).toBeVisible();
  await shot(page, testInfo, "photoshoot-lightbox");
  await auditPage(page, testInfo, "photoshoot-lightbox");
  await page.keyboard.press("Escape");
  // Closed on creative 2: the keyboard is back on that creative's tile.
  await expect(page.getByRole("button", { name: /^Open creative 2:/ })).toBeFocused();

  // The studio's own receiver recorded the service's messages for this photoshoot.
  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await expect
    .poll(async () => ((await (await page.request.get("/api/studio/notifications/receiver")).json()) as Array<{ processId: string; messageType: string }>).filter((m) => m.processId === processId).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(7);
});

test("every download format of a creative, and all six as a ZIP", async ({ page }) => {
  test.skip(!processId, "needs the photoshoot of the test before");
  await signIn(page, MARKETER);
  await page.goto(`/photoshoot/${processId}`);
  const tile = page.getByTestId("creative-tile").first();
  const links = tile.getByRole("group", { name: "Download creative 1" }).getByRole("link");
  await expect(links).toHaveCount(4, { timeout: 30_000 });
  const fetched: Record<string, { type: string; disposition: string; body: Buffer }> = {};
  for (const link of await links.all()) {
    const href = (await link.getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    fetched[new URL(href, "http://x").searchParams.get("kind")!] = { type: response.headers()["content-type"]!, disposition: response.headers()["content-disposition"] ?? "", body: await response.body() };
  }
  expect(await imageSize(fetched.png!.body)).toEqual({ format: "png", width: 1674, height: 628 });
  expect(fetched.png!.disposition).toMatch(/^attachment; filename=".+\.png"$/);
  expect(await imageSize(fetched.jpeg!.body)).toEqual({ format: "jpeg", width: 1674, height: 628 });
  expect(fetched.pdf!.type).toBe("application/pdf");
  expect(fetched.pdf!.body.subarray(0, 8).toString("latin1")).toMatch(/^%PDF-1\.\d/);
  expect((await imageSize(fetched.low!.body)).width).toBe(600);
  // The Story size picked as an extra renderKind.
  const story = await page.request.get(`${(await links.first().getAttribute("href"))!}&size=1080x1920`);
  expect(await imageSize(await story.body())).toEqual({ format: "png", width: 1080, height: 1920 });

  // The ZIP through a real browser download.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all (ZIP)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^photoshoot-[0-9a-f]{8}\.zip$/);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  // Every size of every creative: the landscape and the Story picked as an extra size, named by creative, scene and size.
  const entries = zipEntries(readFileSync(path));
  expect(entries).toHaveLength(12);
  for (const entry of entries) {
    const [, width, height] = /^\d\d-[a-z0-9-]+-(?:landscape|story)-(\d+)x(\d+)\.png$/.exec(entry.name) ?? [];
    expect(width, entry.name).toBeDefined();
    expect(await imageSize(entry.data), entry.name).toEqual({ format: "png", width: Number(width), height: Number(height) });
  }
  expect(entries.filter((e) => /-story-1080x1920\.png$/.test(e.name))).toHaveLength(6);
  expect(entries.filter((e) => /-landscape-1674x628\.png$/.test(e.name))).toHaveLength(6);
});

test("the history lists photoshoots newest first and reopens one; a reviewer may look but not shoot", async ({ page }, testInfo) => {
  test.skip(!processId, "needs the photoshoot of the test before");
  await signIn(page, REVIEWER);
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  await expect(page.getByLabel(/Choose (a|another) photo/)).toHaveCount(0);
  const first = page.getByRole("list", { name: "Photoshoots" }).getByRole("link").first();
  await expect(first).toContainText("6 / 6 ready");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/photoshoot/${processId}$`));
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 30_000 });
  await auditPage(page, testInfo, "photoshoot-reopened-reviewer");
  const upload = await page.request.post("/api/studio/photoshoots/photo", { multipart: { photo: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") } } });
  expect(upload.status()).toBe(403);
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(403);

  // Dark mode and a phone, on the history and on the results.
  await darkMode(page);
  await auditPage(page, testInfo, "photoshoot-results-dark");
  await shoot.goto();
  await auditPage(page, testInfo, "photoshoot-history-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/photoshoot/${processId}`);
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 30_000 });
  await auditPage(page, testInfo, "photoshoot-results-mobile");
});

test("when the live stream drops, the tiles still fill in by polling", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MARKETER);
  // The relay of the Hub is unreachable: EventSource fails, the page falls back to polling.
  await page.route("**/api/studio/photoshoots/events", (route) => route.abort());
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  await shoot.upload(PRODUCT_PHOTO);
  await shoot.waitForCutout();
  await page.getByRole("list", { name: "Recommended presets" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Generate 6 creatives" }).click();
  await expect(page).toHaveURL(/\/photoshoot\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByTestId("stream-state")).toContainText("Reconnecting: checking every 2 s", { timeout: 30_000 });
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 90_000 });
});

test("the upload page on a phone and in dark mode", async ({ page }, testInfo) => {
  await signIn(page, MARKETER);
  const shoot = new PhotoshootPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot.goto();
  await shoot.upload(PRODUCT_PHOTO);
  await shoot.waitForCutout();
  await auditPage(page, testInfo, "photoshoot-mobile");
  await page.setViewportSize({ width: 1280, height: 900 });
  await darkMode(page);
  await expect(page.getByRole("heading", { name: "Photos that work best" })).toBeVisible();
  await auditPage(page, testInfo, "photoshoot-upload-dark");
});
