import { expect, test, type Page } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";

/**
 * Polish from #26, checked in Chromium: the API reference passes axe in light and dark and at
 * 390 px (Swagger UI's colours, its links inside buttons, its unlabelled server picker), and the
 * users table's role selects are whole at 390 px, by their element boxes.
 */
async function openReference(page: Page) {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "Adcraft API reference" })).toBeVisible();
  // Swagger UI renders client-side: wait for the operations and the server picker.
  await expect(page.locator(".opblock-summary-control").first()).toBeVisible({ timeout: 30_000 });
  expect(await page.locator(".opblock-summary-control").count()).toBeGreaterThan(20);
  await expect(page.getByRole("combobox", { name: "Server" })).toBeVisible();
}

// Swagger UI renders some 50 operations and axe reads every node: one test per look, each with its own time.
test("the API reference passes axe in light mode, and no operation's toggle holds another control", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openReference(page);
  // No operation's toggle holds a link or another control (axe: nested-interactive).
  const nested = await page.locator(".opblock-summary-control").first().evaluate((el) => [...el.querySelectorAll("a[href], button, input, select, [tabindex]:not([tabindex='-1'])")].map((e) => e.outerHTML.slice(0, 200)));
  expect(nested).toEqual([]);
  await auditPage(page, testInfo, "api-reference-light");
});

test("the API reference passes axe in dark mode", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: "dark" });
  await openReference(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await auditPage(page, testInfo, "api-reference-dark");
});

test("the API reference passes axe at 390 px", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openReference(page);
  await auditPage(page, testInfo, "api-reference-390");
});

test("the users table's role selects are not clipped at 390 px: each as wide as it wants, inside its cell, the card and the screen", async ({ page, request }, testInfo) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  for (const [email, role] of [
    ["a-rather-long-address.for-the-roles-table@adcraft.test", "marketer"],
    ["rv@adcraft.test", "reviewer"],
  ] as const) {
    const made = await page.request.post("/api/studio/users", { data: { email, role, password: "long enough password" } });
    expect([200, 409]).toContain(made.status());
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  const table = page.getByRole("table", { name: "Studio users" });
  await expect(table).toBeVisible();
  const selects = table.getByRole("combobox");
  expect(await selects.count()).toBeGreaterThanOrEqual(2);
  for (const select of await selects.all()) {
    const boxes = await select.evaluate((el) => {
      const rect = (e: Element) => e.getBoundingClientRect();
      // The same select with nothing around it: the width its longest option needs.
      const loose = el.cloneNode(true) as HTMLSelectElement;
      loose.style.cssText = "position:absolute;left:0;top:0;visibility:hidden;width:auto;min-width:0;max-width:none";
      document.body.append(loose);
      const natural = rect(loose).width;
      loose.remove();
      const card = el.closest("table")!.parentElement!;
      return { select: rect(el), cell: rect(el.closest("td")!), card: rect(card), natural, cardScrolls: card.scrollWidth > card.clientWidth };
    });
    const name = await select.getAttribute("aria-label");
    expect(boxes.select.width, `${name}: as wide as its options need`).toBeGreaterThanOrEqual(boxes.natural - 0.5);
    expect(boxes.select.left, name!).toBeGreaterThanOrEqual(boxes.cell.left - 0.5);
    expect(boxes.select.right, name!).toBeLessThanOrEqual(boxes.cell.right + 0.5);
    expect(boxes.select.left, name!).toBeGreaterThanOrEqual(boxes.card.left);
    expect(boxes.select.right, name!).toBeLessThanOrEqual(boxes.card.right);
    expect(boxes.select.right, name!).toBeLessThanOrEqual(390);
    expect(boxes.cardScrolls, "the table fits its card").toBe(false);
    // Its chosen role reads in full.
    await expect(select).toHaveValue(/admin|marketer|reviewer/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "users-roles-390");
});
