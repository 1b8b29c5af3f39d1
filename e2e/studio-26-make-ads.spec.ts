import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode, finishedPhotoshoot, firstLoadJs, imageSize, shot, zipEntries } from "./pages/photoshoot";

/**
 * Issue #28's "Make ads" page: from a finished photoshoot to finished ads in every banner size,
 * one headline edited and re-fitted, every size downloaded as a ZIP and the ads sent to review;
 * axe on the page at each step, in dark mode and at 390 px too.
 */
test.describe.configure({ mode: "serial" });

const BANNERS = [
  { name: "medium-banner", key: "300x250" },
  { name: "leaderboard", key: "728x90" },
  { name: "wide-skyscraper", key: "160x600" },
  { name: "half-page", key: "300x600" },
  { name: "large-leaderboard", key: "970x90" },
];

/** The bytes an <img> on the page shows, fetched as the browser did (the studio's session cookie). */
async function shownBytes(page: Page, img: ReturnType<Page["locator"]>) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const src = (await img.getAttribute("src"))!;
  return Buffer.from(await (await page.request.get(src)).body());
}

test("makes ads of a photoshoot, re-fits an edited headline, downloads every size as a ZIP and sends them to review", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(420_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const photoshootId = await finishedPhotoshoot(page);

  // From the photoshoot, the "Make ads" action.
  await page.goto(`/photoshoot/${photoshootId}`);
  await page.getByRole("link", { name: "Make ads" }).click();
  await expect(page).toHaveURL(new RegExp(`/photoshoot/${photoshootId}/ads$`));
  await expect(page.getByRole("heading", { level: 1, name: "Make ads" })).toBeVisible();
  const form = page.getByRole("form", { name: "Make ads" });
  await expect(form).toBeVisible({ timeout: 30_000 });

  // A brand kit: made here when the workspace has none (the empty state), else the first one.
  const kitName = page.getByLabel("Brand name", { exact: true });
  const select = page.getByLabel("Brand kit", { exact: true });
  await expect(kitName.or(select)).toBeVisible({ timeout: 30_000 });
  if (await kitName.isVisible()) {
    await auditPage(page, testInfo, "make-ads-no-brand-kit");
    await kitName.fill("Kamerahaus");
    await page.getByRole("button", { name: "Save brand kit" }).click();
  }
  await expect(select).toBeVisible({ timeout: 30_000 });

  // Two ads, typed; the display banner sizes; the panel template.
  await page.getByLabel("Headline of ad 1").fill("Die Kamera, die Erinnerungen festhält");
  await page.getByLabel("Punchline of ad 1").fill("Zwei Jahre Garantie.");
  await page.getByLabel("Button of ad 1").fill("Jetzt kaufen");
  await page.getByRole("button", { name: "Add an ad" }).click();
  await page.getByLabel("Headline of ad 2").fill("Analog ist zurück");
  await expect(page.getByLabel("Button of ad 2")).toHaveValue("Jetzt kaufen");
  await page.getByLabel("Language of the texts").selectOption("de");
  await page.getByRole("radiogroup", { name: "Sizes" }).getByText("Display banners").click();
  await page.getByRole("radiogroup", { name: "Template" }).getByText("Panel", { exact: true }).click();
  await auditPage(page, testInfo, "make-ads-setup");
  await page.getByRole("button", { name: "Make 2 ads" }).click();

  // Every size of both ads, as they render.
  await expect(page).toHaveURL(/\?ads=/);
  const slots = page.getByTestId("ad-slot");
  await expect(slots).toHaveCount(2);
  await expect(page.getByTestId("ads-status")).toHaveText("Finished: 2 of 2 ads ready in every size", { timeout: 120_000 });
  for (const slot of [slots.nth(0), slots.nth(1)]) {
    for (const size of BANNERS) await expect(slot.locator(`img[data-size="${size.key}"]`)).toBeVisible();
  }
  const first = slots.nth(0);
  await expect(first.getByRole("img", { name: /Ad 1, Medium banner 300×250: Die Kamera/ })).toBeVisible();
  const before = await shownBytes(page, first.locator('img[data-size="300x250"]'));
  const firstTask = await first.getAttribute("data-task");
  await auditPage(page, testInfo, "make-ads-results");

  // One headline edited beside the ad and re-fitted, by keyboard (Enter submits the ad's texts).
  const headline = page.getByLabel("Headline of Ad 1");
  await headline.fill("Neu: die Canonet QL17 mit Messsucher");
  await headline.press("Enter");
  await expect(first).not.toHaveAttribute("data-task", firstTask!, { timeout: 30_000 });
  await expect(first).toHaveAttribute("data-state", "Done", { timeout: 120_000 });
  const refitted = first.getByRole("img", { name: /Ad 1, Medium banner 300×250: Neu: die Canonet/ });
  await expect(refitted).toBeVisible();
  const after = await shownBytes(page, refitted);
  expect(after.equals(before), "the edited ad is drawn again").toBe(false);
  expect(await imageSize(after)).toMatchObject({ width: 300, height: 250 });
  // The other ad is untouched: the same rendering as before.
  await expect(slots.nth(1).getByRole("img", { name: /Ad 2, Medium banner 300×250: Analog ist zurück/ })).toBeVisible();
  await expect(page.getByTestId("ads-status")).toHaveText("Finished: 2 of 2 ads ready in every size");

  // The ZIP: every size of both ads, named by ad, headline and size, each a PNG of its size.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all sizes (ZIP)" }).click()]);
  const entries = zipEntries(readFileSync((await download.path())!));
  expect(entries.map((e) => e.name).sort()).toEqual(
    [...BANNERS.map((s) => `01-neu-die-canonet-ql17-mit-messsucher-${s.name}-${s.key}.png`), ...BANNERS.map((s) => `02-analog-ist-zuruck-${s.name}-${s.key}.png`)].sort(),
  );
  for (const entry of entries) {
    const [width, height] = entry.name.match(/(\d+)x(\d+)\.png$/)!.slice(1).map(Number);
    expect(await imageSize(entry.data), entry.name).toEqual({ format: "png", width, height });
  }

  // To the review board: both ads in review, named by their headlines.
  await page.getByRole("button", { name: "Send to review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "All 2 ads are on the review board" })).toBeVisible({ timeout: 30_000 });
  const board = (await (await page.request.get("/api/studio/review/items?kind=creative")).json()) as { items: Array<{ title: string; state: string; version: number }> };
  const edited = board.items.find((i) => i.title === "Ad · Neu: die Canonet QL17 mit Messsucher");
  expect(edited).toMatchObject({ state: "inReview" });
  expect(board.items.find((i) => i.title === "Ad · Analog ist zurück")).toMatchObject({ state: "inReview", version: 1 });
  // The edit is the next version of the first ad, not an item of its own.
  expect(edited!.version).toBe(2);
  expect(board.items.find((i) => i.title === "Ad · Die Kamera, die Erinnerungen festhält")).toBeUndefined();

  // Dark mode at 390 px: nothing wider than the screen, axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await darkMode(page);
  await expect(page.getByTestId("ads-status")).toHaveText("Finished: 2 of 2 ads ready in every size", { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "make-ads-dark-390");
  await shot(page, testInfo, "make-ads-dark-390");

  // The page's first-load JavaScript, cold in a new context, within the studio's 200 KB budget (studio-12).
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await cold.newPage();
  const kb = (await firstLoadJs(fresh, page.url())) / 1024;
  await expect(fresh.getByTestId("ads-status")).toBeVisible();
  console.log(`[first-load JS] /photoshoot/[id]/ads with its ads: ${kb.toFixed(1)} KB`);
  await cold.close();
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThanOrEqual(200);

  // The history lists the ads as sets of ads that open again on this page, not as photoshoots.
  const adsUrl = page.url();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/photoshoot");
  const sets = page.getByRole("list", { name: "Photoshoots" }).getByRole("link").filter({ hasText: "Finished ads" });
  // The edit made a set of one ad; the first making, a set of two.
  await expect(sets.filter({ hasText: "1 / 1 ad ready" })).toContainText("“Neu: die Canonet QL17 mit Messsucher”");
  await sets.filter({ hasText: "2 / 2 ads ready" }).click();
  const shootId = adsUrl.match(/photoshoot\/([0-9a-f-]+)\/ads/)![1]!;
  await expect(page).toHaveURL((url) => url.pathname === `/photoshoot/${shootId}/ads` && url.searchParams.has("ads"));
  await expect(page.getByTestId("ads-status")).toHaveText("Finished: 2 of 2 ads ready in every size", { timeout: 30_000 });
});
