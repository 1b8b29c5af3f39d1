import { expect, test } from "@playwright/test";
import { startFixtureSites, type FixtureSites } from "./fixtures/sites/serve";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";
import { WizardPage } from "./pages/wizard";

/**
 * Importing a shop that builds its page with JavaScript, with "Render JavaScript" left off: the
 * fixture server on 127.0.0.1 sends a "Loading…" shell whose script writes the product.
 */
let sites: FixtureSites;
test.beforeAll(async () => {
  sites = await startFixtureSites();
});
test.afterAll(() => sites?.close());

test.beforeEach(async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
});

test("a Loading… shell is rendered and imported; one that never renders is an error, not wrong data", async ({ page }, testInfo) => {
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.startOver();
  const renderSwitch = page.getByRole("switch", { name: "Render JavaScript" });
  await expect(renderSwitch).not.toBeChecked();

  await wizard.field("Product page").fill(`${sites.base}/loading-shell`);
  await page.getByRole("button", { name: "Import from website" }).click();
  // Read as sent, the shell would have named the product "Northwind Store" and described nothing.
  await expect(wizard.field("Product name")).toHaveValue("Emberlight Camp Lantern", { timeout: 45_000 });
  await expect(wizard.field("Product description")).toHaveValue(/400 lumens, a 30-hour battery/);
  await expect(page.getByText(/^Imported product name, product description/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("import-loading-shell.png") });

  // A shell whose script fails still says "Loading…" after rendering: the studio says so and keeps the brief.
  await wizard.field("Product page").fill(`${sites.base}/loading-forever`);
  await page.getByRole("button", { name: "Import from website" }).click();
  const error = page.locator("[data-sonner-toast][data-type=error]");
  await expect(error).toBeVisible({ timeout: 45_000 });
  await expect(error).toContainText("builds its content with JavaScript and still showed no product after rendering");
  await expect(wizard.field("Product name")).toHaveValue("Emberlight Camp Lantern");
  await page.screenshot({ path: testInfo.outputPath("import-loading-forever.png") });
  expect(sites.trap.hits).toEqual([]);
});
