import { expect, test } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { PRODUCT, ToolsPage, iconFont } from "./pages/tools";

test.beforeEach(async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

test("ad strategies: ranked cards with Font Awesome icons; more leaves out what was shown; one leads to ad copies", async ({ page }, testInfo) => {
  await page.goto("/tools");
  await auditPage(page, testInfo, "tools");
  await page.getByRole("link", { name: /Ad strategies/ }).click();
  const tools = new ToolsPage(page);
  await expect(page.getByRole("heading", { name: "Angles to sell from" })).toBeVisible();

  await page.getByRole("button", { name: "Suggest strategies" }).click();
  await expect(page.getByText("Product name is required")).toBeVisible();
  await tools.fillProduct();
  await page.getByLabel("Ad goal").fill("purchase");
  await page.getByRole("button", { name: "Suggest strategies" }).click();

  const cards = page.getByTestId("strategy-card");
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(5);
  expect(count).toBeLessThanOrEqual(8);
  // Each card's icon is a Font Awesome class rendered with the self-hosted webfont.
  for (const card of await cards.all()) await expect(card.locator("i").first()).toHaveClass(/\bfa-(solid|regular|brands)\b.*\bfa-[a-z0-9-]+/);
  expect(await iconFont(page, "[data-testid=strategy-card] i")).toMatch(/Font Awesome 6/);
  await auditPage(page, testInfo, "tools-strategies");

  const first = await cards.first().getByRole("heading").innerText();
  const shown = await cards.getByRole("heading").allInnerTexts();
  await page.getByRole("button", { name: "More strategies" }).click();
  await expect(page.getByLabel("Strategies in use")).toHaveValue(shown.join("\n"));
  // The first set stays on the page until the next arrives: wait for the cards to change.
  const headings = async () => (await cards.getByRole("heading").allInnerTexts()).join("\n");
  await expect.poll(headings, { timeout: 20_000 }).not.toBe(shown.join("\n"));
  const more = await cards.getByRole("heading").allInnerTexts();
  expect(more.filter((name) => shown.includes(name))).toEqual([]);

  await page.getByLabel("Strategies in use").fill("");
  await page.getByRole("button", { name: "Suggest strategies" }).click();
  await expect(cards.first().getByRole("heading")).toHaveText(first, { timeout: 20_000 });
  await cards.first().getByRole("link", { name: `Write copies with ${first}` }).click();
  await expect(page).toHaveURL(/\/tools\/copies\?strategy=/);
  await expect(page.getByLabel("Strategy")).toHaveValue(first);
});

test("ad copies: headlines, punchlines and calls to action, short or long", async ({ page }, testInfo) => {
  const tools = new ToolsPage(page);
  await tools.goto("copies", "?strategy=Social%20proof");
  await tools.fillProduct();
  await page.getByLabel("Call to action").fill("Shop now");
  await page.getByLabel("Tone").selectOption("Bold");
  await expect(page.getByRole("radio", { name: /Short/ })).toBeChecked();
  await page.getByRole("button", { name: "Write ad copies" }).click();

  const headlines = page.getByRole("list", { name: "Headlines" }).getByRole("listitem");
  await expect(headlines).toHaveCount(5, { timeout: 20_000 });
  const short = await headlines.allInnerTexts();
  await auditPage(page, testInfo, "tools-copies");

  await page.getByRole("tab", { name: /Punchlines/ }).click();
  await expect(page.getByRole("list", { name: "Punchlines" }).getByRole("listitem")).toHaveCount(5);
  await page.getByRole("tab", { name: /Calls to action/ }).click();
  const ctas = page.getByRole("list", { name: "Calls to action" }).getByRole("listitem");
  await expect(ctas).toHaveCount(4);
  await expect(ctas.first()).toContainText("Shop now");
  await expect(ctas.first().locator("i[class*=fa-]").first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("tools-copies-ctas.png"), fullPage: true });

  await page.getByRole("radio", { name: /Long/ }).check();
  await page.getByRole("button", { name: "Write ad copies" }).click();
  await page.getByRole("tab", { name: /Headlines/ }).click();
  await expect(headlines).toHaveCount(5, { timeout: 20_000 });
  await expect(headlines.first()).not.toHaveText(short[0]!);
  const long = await headlines.allInnerTexts();
  const mean = (list: string[]) => list.reduce((sum, t) => sum + words(t), 0) / list.length;
  expect(mean(long)).toBeGreaterThan(mean(short));
});

test("rewrite: a live counter against the limit, and an answer within it", async ({ page }, testInfo) => {
  const tools = new ToolsPage(page);
  await tools.goto("rewrite");
  await tools.fillProduct(PRODUCT, false);
  const meter = page.getByTestId("limit-meter");
  const text = page.getByLabel("Text to rewrite");
  await text.fill("Run further");
  await expect(meter).toContainText("11 / 40");
  await expect(meter).toContainText("fits the limit");
  await text.fill("Run further on every trail with a rock plate and grip that lasts");
  await expect(meter).toContainText("64 / 40");
  await page.getByLabel("Character limit").fill("30");
  await expect(meter).toContainText("64 / 30");
  await expect(meter).toContainText("the rewrite will be 34 shorter");

  await page.getByLabel("New tone").selectOption("Calm");
  await page.getByRole("button", { name: "Rewrite", exact: true }).click();
  const result = page.getByTestId("rewrite-text");
  await expect(result).toBeVisible({ timeout: 20_000 });
  const rewritten = await result.innerText();
  expect([...rewritten].length).toBeGreaterThan(0);
  expect([...rewritten].length).toBeLessThanOrEqual(30);
  await expect(page.getByTestId("rewrite-result")).toContainText(`${[...rewritten].length} / 30 characters`);
  await auditPage(page, testInfo, "tools-rewrite");

  // A limit outside 1–1000 is caught before it is sent.
  await page.getByLabel("Character limit").fill("2000");
  await expect(meter).toContainText("64 / 2000");
  await page.getByRole("button", { name: "Rewrite", exact: true }).click();
  await expect(page.getByText("Character limit must be from 1 to 1000")).toBeVisible();
});

test("rewrite and ad copies say, next to the result, what could not be done as asked", async ({ page }, testInfo) => {
  const tools = new ToolsPage(page);
  await tools.goto("rewrite");
  await tools.fillProduct({ ...PRODUCT, productName: "Shiftly", productDescription: "Shift scheduling app for restaurants and shops." }, false);
  await page.getByLabel("Text to rewrite").fill("Shiftly: staff scheduling that takes 10 minutes a week, free for up to 15 employees");
  await page.getByLabel("Character limit").fill("30");
  await page.getByLabel("New tone").selectOption("Urgent");
  await page.getByRole("button", { name: "Rewrite", exact: true }).click();
  const result = page.getByTestId("rewrite-result");
  await expect(page.getByTestId("rewrite-text")).toContainText(/15 employees|10 min/, { timeout: 20_000 });
  await expect(result.getByTestId("writer-warnings")).toContainText(/To fit 30 characters the rewrite left out “(10 minutes|15 employees)”/);
  await page.screenshot({ path: testInfo.outputPath("tools-rewrite-warning.png"), fullPage: true });

  await tools.goto("copies", "?strategy=Black%20Friday%20with%2020%25%20off");
  await tools.fillProduct();
  await page.getByLabel("Call to action").fill("Shop now");
  await page.getByRole("button", { name: "Write ad copies" }).click();
  await expect(page.getByRole("list", { name: "Headlines" }).getByRole("listitem")).toHaveCount(5, { timeout: 20_000 });
  await expect(tools.results().getByTestId("writer-warnings")).toContainText("The strategy “Black Friday with 20% off” is not one the engine knows");
  await page.screenshot({ path: testInfo.outputPath("tools-copies-warning.png"), fullPage: true });
});
