import { expect, test, type Response } from "@playwright/test";
import { ADMIN, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode, firstLoadJs } from "./pages/photoshoot";

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

test("the gallery's first load stays under 1.5 MB and shows its first row within 1 s", async ({ browser, page }) => {
  // Warm the server's preview cache once; the measured load below is a fresh browser (empty cache).
  await signIn(page, ADMIN);
  await page.goto("/presets");
  await expect(page.getByTestId("preset-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const storage = await page.context().storageState();

  const context = await browser.newContext({ storageState: storage, viewport: { width: 1280, height: 800 } });
  const cold = await context.newPage();
  const responses: Response[] = [];
  cold.on("response", (r) => responses.push(r));
  // Polled in the page from the first byte on, so the time is when the row was there, not when loading ended.
  await cold.goto("/presets", { waitUntil: "commit" });
  const firstRowMs = await cold.evaluate(async () => {
    const started = performance.timeOrigin;
    const images = () => [...document.querySelectorAll<HTMLImageElement>('[data-testid="preset-card"] img')].slice(0, 6);
    for (;;) {
      const row = images();
      // decode() resolves once the image can be painted.
      if (row.length === 6) await Promise.all(row.map((img) => img.decode().catch(() => undefined)));
      if (row.length === 6 && row.every((img) => img.complete && img.naturalWidth > 0)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  });
  const timing = await cold.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const previews = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.name.includes("/preview?size=256")).slice(0, 6);
    return { html: Math.round(nav.responseEnd), firstPreviewStart: Math.round(Math.min(...previews.map((p) => p.startTime))), sixthPreviewEnd: Math.round(Math.max(...previews.map((p) => p.responseEnd))) };
  });
  console.log(`[presets] timing: HTML received ${timing.html} ms, first preview requested ${timing.firstPreviewStart} ms, first six received ${timing.sixthPreviewEnd} ms`);
  await cold.waitForLoadState("networkidle");
  let total = 0;
  let previews = 0;
  for (const response of responses) {
    // The studio's live stream (the bell, the Hub) stays open: it is no part of the page's load.
    if ((await response.headerValue("content-type"))?.startsWith("text/event-stream")) continue;
    const sizes = await response.request().sizes();
    total += sizes.responseBodySize + sizes.responseHeadersSize;
    if (response.url().includes("/preview?size=256")) previews++;
  }
  const catalog = (await (await cold.request.get("/api/studio/presets")).json()) as { presets: unknown[] };
  console.log(`[presets] ${catalog.presets.length} presets; first load: ${(total / 1024).toFixed(0)} KB in ${responses.length} responses (${previews} previews loaded before scrolling); first row shown after ${firstRowMs} ms`);
  expect(catalog.presets).toHaveLength(72);
  expect(total).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  expect(firstRowMs).toBeLessThanOrEqual(1000);
  // Lazy: scrolling to the end loads the rest, each a sized thumbnail.
  await cold.getByRole("heading", { name: /Pastel/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => cold.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="preset-card"] img')].at(-1)!.naturalWidth), { timeout: 15_000 }).toBe(256);
  await context.close();
});

test("an admin browses by category and season, searches, shows legacy presets and carries one into a photoshoot", async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await page.goto("/presets");
  await expect(page.getByRole("heading", { level: 1, name: "Presets" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Studio/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Studio presets" }).getByTestId("preset-card").first()).toBeVisible();
  await auditPage(page, testInfo, "presets");

  // Legacy presets only with the toggle.
  await expect(page.getByText("Legacy", { exact: true })).toHaveCount(0);
  await page.getByRole("switch", { name: "Show legacy presets" }).click();
  await expect(page.getByText("Legacy", { exact: true }).first()).toBeVisible();
  await page.getByRole("switch", { name: "Show legacy presets" }).click();

  // Search over names and tags.
  await page.getByLabel("Search presets by name or tag").fill("marble");
  const cards = page.getByTestId("preset-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toMatch(/marble/);
  await page.getByLabel("Search presets by name or tag").fill("no-such-scene-anywhere");
  await expect(page.getByRole("heading", { name: "No preset matches" })).toBeVisible();
  await page.getByLabel("Search presets by name or tag").fill("");

  // The seasonal tab.
  await page.getByRole("tab", { name: "Seasonal" }).click();
  const seasonal = page.getByRole("list", { name: "Seasonal presets" }).getByTestId("preset-card");
  await expect(seasonal.first()).toBeVisible();
  expect(await seasonal.count()).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: testInfo.outputPath("presets-seasonal.png") });

  // The detail view with its prompt, and into a photoshoot.
  await page.getByRole("tab", { name: "All categories" }).click();
  await page.getByRole("list", { name: "Studio presets" }).getByRole("button", { name: /White Background/ }).click();
  const dialog = page.getByRole("dialog", { name: "White Background" });
  await expect(dialog.getByTestId("preset-prompt")).toContainText("seamless pure white background");
  await auditPage(page, testInfo, "preset-detail");
  await dialog.getByRole("link", { name: "Use in a photoshoot" }).click();
  await expect(page).toHaveURL(/\/photoshoot\?preset=white_background$/);
  await expect(page.getByTestId("carried-scenes")).toContainText("White Background");

  // Dark mode and a phone.
  await page.goto("/presets");
  await darkMode(page);
  await expect(page.getByTestId("preset-card").first()).toBeVisible();
  await auditPage(page, testInfo, "presets-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("preset-card").first()).toBeVisible();
  await auditPage(page, testInfo, "presets-mobile");
});

test("first-load JavaScript of the new pages, measured cold", async ({ browser, page }) => {
  await signIn(page, ADMIN);
  const storage = await page.context().storageState();
  const sizes: Record<string, number> = {};
  for (const path of ["/tools", "/presets", "/photoshoot", "/settings/channels"]) {
    const context = await browser.newContext({ storageState: storage });
    sizes[path] = await firstLoadJs(await context.newPage(), path);
    await context.close();
  }
  console.log(`[first-load JS, gzip] ${Object.entries(sizes).map(([p, b]) => `${p} ${(b / 1024).toFixed(0)} KB`).join(", ")} (budget 200 KB; /tools is the shared shell alone)`);
  // The issue's budget, per page: 200 KB gzip, measured cold (every route is printed by studio-12).
  for (const path of ["/presets", "/photoshoot", "/settings/channels"]) expect(sizes[path]!, path).toBeLessThanOrEqual(200 * 1024);
});

test("a reviewer browses presets but is not offered a photoshoot", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.request.post("/api/studio/users", { data: { email: REVIEWER.email, role: "reviewer", password: REVIEWER.password } });
  await page.context().clearCookies();
  await signIn(page, REVIEWER);
  await page.goto("/presets");
  await page.getByTestId("preset-card").first().click();
  await expect(page.getByRole("dialog").getByTestId("preset-prompt")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Use in a photoshoot" })).toHaveCount(0);
});
