import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startServer, type TestServer } from "./support/server";
import { WizardPage } from "./pages/wizard";
import { auditPage } from "./pages/studio";
import { darkMode } from "./pages/photoshoot";

/**
 * A studio on a server of its own whose workspace application holds one credit: the wizard shows
 * what is left, warns before the last generation and says plainly that the next one will fail,
 * with the way forward for each role: a marketer whom to ask, an admin a link to Settings →
 * Credits, where they add credits and the wizard is ready again. No command, no backticks.
 */
const OWNER = { email: "owner@adcraft.test", password: "owner-of-one-credit" };
const WRITER = { email: "writer@adcraft.test", password: "writer-of-one-credit" };
let server: TestServer;
let dataDir: string;

async function operator<T>(command: string, args: Record<string, unknown>): Promise<T> {
  const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command, args }),
  });
  expect(response.status, `operator ${command}`).toBe(200);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = path.resolve(`.test-runs/e2e-credits-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = await startServer({ dataDir, readyTimeoutMs: 150_000 });
  const app = await operator<{ applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string }>("apps create", { name: "One credit", credits: 1 });
  const setup = await fetch(`${server.url}/api/studio/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "connect", workspaceName: "One credit", ...OWNER, ...app }),
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInHere(page: Page, user = OWNER) {
  // After clearCookies the studio page still open sees a 401 and navigates to sign-in on its own,
  // which aborted this goto (net::ERR_ABORTED, twice in CI): leave the page first, as signIn does.
  await page.goto("about:blank");
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${user.email}` })).toBeVisible({ timeout: 30_000 });
}

const NO_COMMANDS = /`|npx|adcraft credits/;

test("the wizard warns on the last credit and says the next generation will fail, with each role's way forward; an admin adds credits in Settings → Credits", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInHere(page, OWNER);
  expect((await page.request.post(`${server.url}/api/studio/users`, { data: { email: WRITER.email, role: "marketer", password: WRITER.password } })).status()).toBe(200);
  await page.context().clearCookies();

  // A marketer: whom to ask, by address, and no link they could not use.
  await signInHere(page, WRITER);
  const wizard = new WizardPage(page);
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(page.getByRole("navigation", { name: "Wizard steps" })).toBeVisible();
  const status = page.getByTestId("credit-status");
  await expect(status).toHaveText(`Only 1 credit left: enough for 1 more generation. Ask an admin (${OWNER.email}) to add credits soon.`);
  await expect(status).toHaveAttribute("role", "alert");

  await wizard.fillProduct({ productName: "Emberlight Camp Lantern", productDescription: "A rechargeable camp lantern with 400 lumens and a 30-hour battery, for campers who stay out late." });
  await wizard.fillRest({ productName: "", productDescription: "", type: /^Sharp Technique/, tone: "Friendly" });
  await wizard.generate();

  // Back in the wizard, before writing another brief: the next generation cannot be paid for.
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(status).toHaveText(`0 credits left: a generation needs 1 credit, so the next one will fail. Ask an admin (${OWNER.email}) to add credits.`);
  await expect(status).toHaveAttribute("data-level", "out");
  await expect(status.getByRole("link")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("wizard-out-of-credits-marketer.png") });

  // It does fail, as announced, in plain words, and the wizard keeps the brief.
  await wizard.fillProduct({ productName: "Emberlight Mini", productDescription: "A pocket camp lantern with 120 lumens and a 12-hour battery, for hikers who pack light." });
  await wizard.fillRest({ productName: "", productDescription: "", type: /^Sharp Technique/, tone: "Friendly" });
  await page.getByRole("button", { name: "Generate ad texts" }).click();
  const toast = page.locator("[data-sonner-toast][data-type=error]");
  await expect(toast).toContainText("The workspace has run out of credits. Ask an admin of this workspace to add credits.");
  await expect(toast).not.toContainText(NO_COMMANDS);
  await expect(toast.getByRole("button", { name: "Open Credits" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/ad-texts\/new$/);

  // An admin: the same refusal offers Settings → Credits.
  await page.context().clearCookies();
  await signInHere(page, OWNER);
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(status).toHaveText("0 credits left: a generation needs 1 credit, so the next one will fail. Add credits in Settings → Credits.");
  await expect(status).not.toContainText(NO_COMMANDS);
  await auditPage(page, testInfo, "wizard-out-of-credits-admin");
  await darkMode(page);
  await expect(status).toBeVisible();
  await auditPage(page, testInfo, "wizard-out-of-credits-admin-dark");
  await page.emulateMedia({ colorScheme: "light" });
  const refused = await page.request.post(`${server.url}/api/studio/ad-texts`, {
    data: { productName: "Emberlight Mini", productDescription: "A pocket camp lantern with 120 lumens and a 12-hour battery.", type: 26, outputLanguage: "en", emojiSelection: 2 },
  });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toEqual({
    error: { message: "The workspace has run out of credits. Add credits in Settings → Credits.", fields: {}, link: { href: "/settings/credits", label: "Add credits in Settings → Credits" } },
  });

  await status.getByRole("link", { name: "Add credits in Settings → Credits" }).click();
  await expect(page).toHaveURL(/\/settings\/credits$/);
  await expect(page.getByTestId("credit-balance")).toHaveText("0");
  await page.getByLabel("Credits to add").fill("25");
  await page.getByRole("button", { name: "Add credits" }).click();
  await expect(page.getByTestId("credit-balance")).toHaveText("25");
  await expect(page.getByTestId("credit-grant-row").first()).toContainText(OWNER.email);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "credits-added-390");

  // The wizard is ready again.
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(status).toHaveText("25 credits left · a generation costs 1 credit.");
  await expect(status).toHaveAttribute("data-level", "ok");
});
