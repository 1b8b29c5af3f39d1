import { expect, test } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";

/**
 * Polish from #26, each checked in Chromium with axe: a styled 404 (light, dark, 390 px wide) and
 * the studio's messages in plain words (no "Email A user with the email…").
 */
test("an unknown address answers with a styled 404 page and a way back", async ({ page }, testInfo) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the studio" })).toHaveAttribute("href", "/ad-texts");
  await auditPage(page, testInfo, "not-found-light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await auditPage(page, testInfo, "not-found-dark");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "not-found-390");
});

test("adding a user who exists says so in a sentence, not after the field's name", async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await page.goto("/settings");
  await page.getByRole("button", { name: /Add a user|Add user/ }).click();
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("long enough password");
  await page.getByRole("dialog").getByRole("button", { name: /Add/ }).click();
  const error = page.getByRole("dialog").getByText(/already exists/);
  await expect(error).toBeVisible();
  await expect(error).toHaveText(`A user with the email ${ADMIN.email} already exists.`);
});

test("the users table fits 390 px: every role select and remove button in view, no sideways scrolling", async ({ page, request }, testInfo) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const made = await page.request.post("/api/studio/users", { data: { email: "a-rather-long-address.for-the-table@adcraft.test", role: "reviewer", password: "long enough password" } });
  expect([200, 409]).toContain(made.status());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  const table = page.getByRole("table", { name: "Studio users" });
  await expect(table).toBeVisible();
  const card = table.locator("xpath=..");
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const control of await table.locator("select, button").all()) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await auditPage(page, testInfo, "users-390");
});
