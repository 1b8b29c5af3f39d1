import { expect, test, type Locator, type Page } from "@playwright/test";
import { startFixtureSites, type FixtureSites } from "./fixtures/sites/serve";
import { createProcess } from "./pages/ad-texts";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { PRODUCT } from "./pages/tools";
import { ResultsPage, WizardPage } from "./pages/wizard";

/** Toasts beside the wizard's buttons, and confirmation before work is thrown away. */
test.describe.configure({ mode: "serial" });

let sites: FixtureSites;
test.beforeAll(async () => {
  sites = await startFixtureSites();
});
test.afterAll(() => sites?.close());

test.beforeEach(async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
});

/** True when a click at the button's centre lands on the button, not on something painted over it. */
function clickable(button: Locator) {
  return button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Imports the fixture shop, which says so in a toast; answers the toast once it has slid into place. */
async function importWithToast(page: Page, wizard: WizardPage) {
  await wizard.field("Product page").fill(`${sites.base}/shop`);
  await page.getByRole("button", { name: "Import from website" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: /^Imported product name/ });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return toast;
}

test("a toast never covers the wizard's buttons, on a desktop and on a phone", async ({ page }, testInfo) => {
  const wizard = new WizardPage(page);
  for (const viewport of [
    { name: "desktop", width: 1280, height: 720 },
    { name: "phone", width: 390, height: 700 },
  ]) {
    await page.setViewportSize(viewport);
    await wizard.goto();
    // The second round finds the first round's import in the draft.
    await wizard.startOver({ written: viewport.name === "phone" });
    const toast = await importWithToast(page, wizard);
    const toastBox = (await toast.boundingBox())!;
    for (const name of ["Start over", "Next"]) {
      const button = page.getByRole("button", { name, exact: true });
      await expect(button).toBeInViewport();
      expect(await clickable(button), `${name} on a ${viewport.name}`).toBe(true);
      expect(overlaps(toastBox, (await button.boundingBox())!), `the toast over ${name} on a ${viewport.name}`).toBe(false);
    }
    await page.screenshot({ path: testInfo.outputPath(`wizard-toast-${viewport.name}.png`) });
    // And the buttons work while the toast shows.
    await wizard.next(/Audience & goal/);
    await expect(wizard.field("Call to action")).toHaveValue("Add to cart");
  }
});

test("Start over asks before clearing a written brief: Escape and Cancel keep it, from the keyboard", async ({ page }, testInfo) => {
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.startOver();
  await wizard.fillProduct(PRODUCT);

  const startOver = page.getByRole("button", { name: "Start over" });
  await startOver.click();
  const dialog = wizard.startOverDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("clears the whole brief");
  // Focus starts on Cancel, so a reflexive Enter keeps the work.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await auditPage(page, testInfo, "wizard-start-over-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(wizard.field("Product name")).toHaveValue(PRODUCT.productName);
  await expect(startOver).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(wizard.field("Product description")).toHaveValue(PRODUCT.productDescription);
  // Cancel, like Escape, gives focus back to the button that opened the dialog.
  await expect(startOver).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Clear the brief" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(wizard.field("Product name")).toHaveValue("");
  await expect(wizard.field("Product description")).toHaveValue("");
  await page.reload();
  await expect(wizard.field("Product name")).toHaveValue("");
});

test("Regenerate asks before replacing the texts without a star; Escape leaves them as they were", async ({ page }, testInfo) => {
  const { id } = await createProcess(page.request);
  const results = new ResultsPage(page);
  await page.goto(`/ad-texts/${id}`);
  await expect(results.cards()).toHaveCount(5);
  const first = results.card(0);
  await first.getByRole("button", { name: "Favorite Ad text 1", pressed: false }).click();
  await expect(first.getByRole("button", { name: "Favorite Ad text 1" })).toHaveAttribute("aria-pressed", "true");
  const before = await results.allTexts();

  await page.getByRole("button", { name: "Regenerate" }).click();
  const dialog = results.regenerateDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The 4 texts without a star will be replaced by new ones and cannot be brought back. Your favorite stays.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await auditPage(page, testInfo, "results-regenerate-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(results.cards()).toHaveCount(5);
  expect(await results.allTexts()).toEqual(before);

  await results.regenerate();
  await expect(page.getByText("Wrote 4 new texts and kept 1 favorite.")).toBeVisible();
  const after = await results.allTexts();
  expect(after.filter((text) => before.includes(text))).toEqual([before[0]]);
});

test("Write copies with a strategy takes the brief on screen, edits included, not the saved draft", async ({ page }) => {
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.startOver();
  await wizard.fillProduct(PRODUCT);

  await page.goto("/tools/strategies");
  await expect(page.getByLabel("Product name")).toHaveValue(PRODUCT.productName);
  const edited = {
    productName: "Trail Runner X Pro",
    productDescription: "A trail shoe with a carbon rock plate and 5 mm lugs for runners who race mountain ultras. 250 g per shoe.",
    targetAudience: "ultra runners who race in the mountains",
  };
  await page.getByLabel("Product name").fill(edited.productName);
  await page.getByLabel("Product description").fill(edited.productDescription);
  await page.getByLabel("Target audience").fill(edited.targetAudience);
  await page.getByLabel("Ad goal").fill("purchase");
  await page.getByRole("button", { name: "Suggest strategies" }).click();
  const card = page.getByTestId("strategy-card").first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const strategy = await card.getByRole("heading").innerText();
  await card.getByRole("link", { name: `Write copies with ${strategy}` }).click();

  await expect(page).toHaveURL(/\/tools\/copies\?strategy=/);
  await expect(page.getByLabel("Strategy")).toHaveValue(strategy);
  await expect(page.getByLabel("Product name")).toHaveValue(edited.productName);
  await expect(page.getByLabel("Product description")).toHaveValue(edited.productDescription);
  await expect(page.getByLabel("Target audience")).toHaveValue(edited.targetAudience);
});
