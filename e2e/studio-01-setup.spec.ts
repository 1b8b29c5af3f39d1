import { expect, test } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, SignInPage, signIn, signOut } from "./pages/studio";

/**
 * First run and sessions. The specs run in file order against one server: this one sets the
 * studio up through the UI; later specs (or this one run alone after a setup) reuse the admin.
 */
test.describe.configure({ mode: "serial" });

test("first-run setup creates the admin and the workspace, then signs in", async ({ page, request }, testInfo) => {
  const status = (await (await request.get("/api/studio/setup")).json()) as { needsSetup: boolean };
  test.skip(!status.needsSetup, "the studio was set up by an earlier run of this server");

  // A visitor of a studio page before anyone exists lands on the setup page.
  await page.goto("/ad-texts");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Set up your studio" })).toBeVisible();
  await auditPage(page, testInfo, "setup");

  await page.getByRole("button", { name: "Create workspace and sign in" }).click();
  await expect(page.getByText("Workspace name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 10 characters")).toBeVisible();

  await page.getByLabel("Workspace name").fill(ADMIN.workspace);
  await page.getByLabel("Admin email").fill(ADMIN.email);
  await page.getByLabel("Admin password").fill(ADMIN.password);
  await expect(page.getByRole("radio", { name: /Create a new application on this server/ })).toBeChecked();
  await page.getByRole("button", { name: "Create workspace and sign in" }).click();

  await expect(page).toHaveURL(/\/ad-texts\/new$/);
  await expect(page.getByRole("button", { name: `Account menu for ${ADMIN.email}` })).toBeVisible();
  await expect(page.getByText(ADMIN.workspace)).toBeVisible();

  // Setup is closed for good once an admin exists.
  await page.goto("/setup");
  await expect(page).not.toHaveURL(/\/setup$/);
  const again = await request.post("/api/studio/setup", { data: { mode: "create", workspaceName: "Again", email: "x@adcraft.test", password: "another-password" } });
  expect(again.status()).toBe(409);
});

test("a signed-out visitor is sent to sign-in, and back to the page after signing in", async ({ page, request }, testInfo) => {
  await ensureStudio(request);
  await page.goto("/ad-texts/workspace");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fad-texts%2Fworkspace$/);
  const signInPage = new SignInPage(page);
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible();
  await auditPage(page, testInfo, "sign-in");

  await signInPage.signIn({ email: ADMIN.email, password: "not the password" });
  await expect(page.getByText("The email or password is not right.")).toBeVisible();
  await signInPage.signIn(ADMIN);
  await expect(page).toHaveURL(/\/ad-texts\/workspace$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ad texts" })).toBeVisible();

  // The BFF answers a request without a session with 401, in its own error body.
  const anonymous = await request.get("/api/studio/ad-texts");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: { message: "Your session has ended. Sign in again.", fields: {} } });
});

test("repeated wrong passwords for one email are refused for a while, with a message that says so", async ({ page, request }) => {
  await ensureStudio(request);
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  const guesser = { email: `guess-${Date.now()}@adcraft.test`, password: "a guessed password" };
  const failure = page.locator("form").getByRole("alert");
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
    await signInPage.signIn(guesser);
    await answered;
    await expect(failure).toHaveText("The email or password is not right.");
  }
  await signInPage.signIn(guesser);
  await expect(failure).toHaveText("Too many failed sign-ins for this email. Try again in 15 minutes.");

  // Other accounts are not held up.
  await signInPage.signIn(ADMIN);
  await expect(page.getByRole("button", { name: `Account menu for ${ADMIN.email}` })).toBeVisible();
});

test("signing out ends the session; a forged or stale session cookie is sent to sign-in", async ({ page, request, context }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await signOut(page, ADMIN.email);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fsettings$/);

  // A session cookie the server cannot verify (expired, or signed with another secret) counts as expired.
  await context.addCookies([{ name: "next-auth.session-token", value: "not-a-valid-session", url: page.url() }]);
  await page.goto("/ad-texts");
  await expect(page).toHaveURL(/\/sign-in\?expired=1&callbackUrl=%2Fad-texts$/);
  await expect(page.getByText("Your session has expired. Sign in again to continue.")).toBeVisible();
});

test("the account menu works from the keyboard: it opens on its item, Escape closes it back to the button, a click elsewhere closes it", async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const button = page.getByRole("button", { name: `Account menu for ${ADMIN.email}` });
  // A key pressed before the page has hydrated does nothing (on a loaded machine that can take a
  // while after signing in): press again until the menu is live.
  await expect(async () => {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const item = page.getByRole("menu", { name: `Account menu for ${ADMIN.email}` }).getByRole("menuitem", { name: "Sign out" });
  await expect(item).toBeFocused();
  await expect(page.getByRole("menu")).toContainText("Role: Admin");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item).toBeFocused();
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(page.getByRole("menu")).toHaveCount(0);
});
