import { AxeBuilder } from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

/** The studio's first admin, created by the first-run setup (by the setup spec, or here when run alone). */
export const ADMIN = { email: "admin@adcraft.test", password: "studio-admin-password", workspace: "Summit Outfitters" };
export const MARKETER = { email: "marketer@adcraft.test", password: "studio-marketer-password" };
export const REVIEWER = { email: "reviewer@adcraft.test", password: "studio-reviewer-password" };

/** Runs the first-run setup through the BFF unless a spec before this one already did it in the UI. */
export async function ensureStudio(request: APIRequestContext) {
  const status = (await (await request.get("/api/studio/setup")).json()) as { needsSetup: boolean };
  if (!status.needsSetup) return;
  const response = await request.post("/api/studio/setup", {
    data: { mode: "create", workspaceName: ADMIN.workspace, email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

export class SignInPage {
  constructor(readonly page: Page) {}

  async goto(path = "/sign-in") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible();
  }

  async signIn(user: { email: string; password: string }) {
    await this.page.getByLabel("Email").fill(user.email);
    await this.page.getByLabel("Password").fill(user.password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }
}

/** Signs in through the form and waits until the studio shows. */
export async function signIn(page: Page, user: { email: string; password: string }, path = "/sign-in") {
  const signInPage = new SignInPage(page);
  // A studio page whose session was just cleared may navigate to sign-in on its own and abort ours:
  // leave it first.
  await page.goto("about:blank");
  await signInPage.goto(path);
  await signInPage.signIn(user);
  await expect(page.getByRole("button", { name: `Account menu for ${user.email}` })).toBeVisible();
}

export async function signOut(page: Page, email: string) {
  // A click that lands before the shell hydrates opens nothing (CI saw it once): click until the menu shows.
  await expect(async () => {
    await page.getByRole("button", { name: `Account menu for ${email}` }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?signedOut=1$/);
}

/**
 * Axe on the page as it is now: no serious or critical violation. The full report and a
 * full-page screenshot are saved as the test's artifacts under the given name.
 */
export async function auditPage(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState("networkidle");
  // Axe reads colours as they are painted: a toast fading in or out is half transparent and fails
  // contrast it meets once shown. Let running transitions and animations end first (at most 3 s).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout: 3_000 })
    .catch(() => {});
  // Sticky bars would be painted mid-page in a full-page capture; let them scroll with the page.
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, style: "header, .sticky { position: static !important; }" });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, `axe on ${name}`).toEqual([]);
}
