import { expect, test, type Page } from "@playwright/test";
import { ADMIN, MARKETER, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";

/**
 * The bell (#26): a reviewer's unread count goes up live, over the Hub's review stream, when a
 * marketer submits work; the list names it and leads to it; reading it lowers the count. Axe on
 * the open list, in light and dark.
 */
async function ensureUser(page: Page, user: { email: string; password: string }, role: "marketer" | "reviewer") {
  const response = await page.request.post("/api/studio/users", { data: { email: user.email, role, password: user.password } });
  expect([200, 409]).toContain(response.status());
}

const unread = async (page: Page) => ((await (await page.request.get("/api/studio/notifications/inbox")).json()) as { unread: number }).unread;

test("a reviewer's bell counts a new submission live and leads to it", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(180_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await ensureUser(page, MARKETER, "marketer");
  await ensureUser(page, REVIEWER, "reviewer");
  await page.context().clearCookies();

  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, REVIEWER);
  // Start from nothing unread, whatever other specs left.
  await reviewer.request.post("/api/studio/notifications/inbox", { data: { all: true } });
  await reviewer.goto("/review");
  const bell = reviewer.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(reviewer.getByTestId("unread-count")).toHaveCount(0);

  // The marketer writes and submits, in a context of their own; the reviewer's page is not reloaded.
  await signIn(page, MARKETER);
  // Other specs' reviewers may have answered this marketer before: start from nothing unread.
  await page.request.post("/api/studio/notifications/inbox", { data: { all: true } });
  const created = await page.request.post("/api/studio/ad-texts", {
    data: { processName: "Bell-ringing lantern launch", productName: "Storm lantern", productDescription: "A hurricane lantern in galvanised steel that burns 20 hours on one filling.", outputLanguage: "en" },
  });
  expect(created.status()).toBe(200);
  const items = (await (await page.request.get("/api/studio/review/items?search=Bell-ringing")).json()) as { items: Array<{ id: string }> };
  const itemId = items.items[0]!.id;
  expect((await page.request.post(`/api/studio/review/items/${itemId}/submit`, { data: {} })).status()).toBe(200);

  await expect(reviewer.getByTestId("unread-count")).toHaveText("1");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const entry = reviewer.getByTestId("notification").filter({ hasText: "Bell-ringing lantern launch" });
  await expect(entry).toContainText(`${MARKETER.email} submitted “Bell-ringing lantern launch” for review`);
  await auditPage(reviewer, testInfo, "bell-light");
  // The theme is chosen at load: dark needs a reload (the count survives it: it is stored).
  await reviewer.emulateMedia({ colorScheme: "dark" });
  await reviewer.reload();
  await expect(reviewer.locator("html")).toHaveClass(/dark/);
  await expect(reviewer.getByTestId("unread-count")).toHaveText("1");
  await bell.click();
  await expect(entry).toBeVisible();
  await auditPage(reviewer, testInfo, "bell-dark");
  // Escape closes the list and gives the focus back to the bell.
  await reviewer.keyboard.press("Escape");
  await expect(entry).toHaveCount(0);
  await expect(bell).toBeFocused();
  await bell.click();
  await entry.click();
  await expect(reviewer).toHaveURL(new RegExp(`/review/${itemId}$`));
  await expect(reviewer.getByRole("heading", { level: 1, name: "Bell-ringing lantern launch" })).toBeVisible();
  await expect(reviewer.getByTestId("unread-count")).toHaveCount(0);
  expect(await unread(reviewer)).toBe(0);
  // The marketer heard nothing of their own submission.
  expect(await unread(page)).toBe(0);
  await reviewerContext.close();
});
