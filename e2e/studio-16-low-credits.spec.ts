import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startServer, type TestServer } from "./support/server";
import { WizardPage } from "./pages/wizard";

/**
 * A studio on a server of its own whose workspace application holds one credit: the wizard shows
 * what is left, warns before the last generation and says plainly that the next one will fail.
 */
const OWNER = { email: "owner@adcraft.test", password: "owner-of-one-credit" };
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

async function signInHere(page: Page) {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${OWNER.email}` })).toBeVisible();
}

test("the wizard shows the credits left, warns on the last one and says the next generation will fail", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInHere(page);
  const wizard = new WizardPage(page);
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(page.getByRole("navigation", { name: "Wizard steps" })).toBeVisible();
  const status = page.getByTestId("credit-status");
  await expect(status).toHaveText("Only 1 credit left: enough for 1 more generation. Ask an admin to add credits soon.");
  await expect(status).toHaveAttribute("role", "alert");

  await wizard.fillProduct({ productName: "Emberlight Camp Lantern", productDescription: "A rechargeable camp lantern with 400 lumens and a 30-hour battery, for campers who stay out late." });
  await wizard.fillRest({ productName: "", productDescription: "", type: /^Sharp Technique/, tone: "Friendly" });
  await wizard.generate();

  // Back in the wizard, before writing another brief: the next generation cannot be paid for.
  await page.goto(`${server.url}/ad-texts/new`);
  await expect(status).toHaveText(/^0 credits left: a generation needs 1 credit, so the next one will fail\. An admin can add credits with `npx adcraft credits add`\.$/);
  await expect(status).toHaveAttribute("data-level", "out");
  await page.screenshot({ path: testInfo.outputPath("wizard-out-of-credits.png") });

  // It does fail, as announced, and the wizard keeps the brief.
  await wizard.fillProduct({ productName: "Emberlight Mini", productDescription: "A pocket camp lantern with 120 lumens and a 12-hour battery, for hikers who pack light." });
  await wizard.fillRest({ productName: "", productDescription: "", type: /^Sharp Technique/, tone: "Friendly" });
  await page.getByRole("button", { name: "Generate ad texts" }).click();
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText("run out of credits");
  await expect(page).toHaveURL(/\/ad-texts\/new$/);
});
