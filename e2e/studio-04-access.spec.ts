import { expect, test } from "@playwright/test";
import { ADMIN, MARKETER, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { SettingsPage } from "./pages/settings";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

test("an admin adds users and sets their roles in settings", async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(page.getByText("Credits left")).toBeVisible();
  await expect(page.getByText(/stored encrypted/)).toBeVisible();
  await auditPage(page, testInfo, "settings");

  await settings.addUser({ ...REVIEWER, role: "reviewer" }, testInfo);
  await settings.addUser({ ...MARKETER, role: "reviewer" });
  await expect(settings.roleOf(MARKETER.email)).toHaveValue("reviewer");
  await settings.setRole(MARKETER.email, "marketer");
  await expect(page.getByText(`${MARKETER.email} is now marketer.`)).toBeVisible();
  await page.reload();
  await expect(settings.roleOf(MARKETER.email)).toHaveValue("marketer");
  await expect(settings.roleOf(REVIEWER.email)).toHaveValue("reviewer");

  // The same email twice is refused with a message on the field.
  await settings.openAddUser();
  await page.getByLabel("Email", { exact: true }).fill(REVIEWER.email);
  await page.getByLabel("Password").fill("some-long-password");
  await page.getByRole("dialog").getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("dialog").getByText(/already exists/)).toBeVisible();
});

test("a reviewer reads ad texts but cannot reach admin settings or generate", async ({ page }, testInfo) => {
  await signIn(page, REVIEWER);
  const nav = page.getByRole("navigation", { name: "Studio" }).first();
  await expect(nav.getByRole("link", { name: "Ad texts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "New ad texts" })).toHaveCount(0);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings are for admins" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await auditPage(page, testInfo, "settings-reviewer");

  // The BFF enforces the same: the page is only the polite half.
  for (const [method, path] of [["GET", "users"], ["GET", "workspace"], ["POST", "users"], ["PATCH", `users/00000000-0000-4000-8000-000000000000`]] as const) {
    const response = await page.request.fetch(`/api/studio/${path}`, { method, data: method === "GET" ? undefined : { email: "x@adcraft.test", role: "admin", password: "long-enough-password" } });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Your role does not allow/);
  }
  const generate = await page.request.post("/api/studio/ad-texts", { data: { productName: "X", productDescription: "Y", type: 1, outputLanguage: "en", emojiSelection: 2 } });
  expect(generate.status()).toBe(403);

  await page.goto("/ad-texts/new");
  await expect(page.getByRole("heading", { name: "Reviewers read, marketers write" })).toBeVisible();
  await page.goto("/ad-texts/workspace");
  await expect(page.getByRole("list", { name: "Ad text processes" }).getByRole("link").first()).toBeVisible();
  await page.getByRole("list", { name: "Ad text processes" }).getByRole("link").first().click();
  await expect(page.getByTestId("ad-text-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Regenerate" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Favorite/ })).toHaveCount(0);
  await auditPage(page, testInfo, "results-reviewer");
});

test("a marketer generates but cannot reach admin settings", async ({ page }) => {
  await signIn(page, MARKETER);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings are for admins" })).toBeVisible();
  expect((await page.request.get("/api/studio/users")).status()).toBe(403);
  const generate = await page.request.post("/api/studio/ad-texts", {
    data: { productName: "Cloudline Rain Shell", productDescription: "A packable rain jacket of 180 g.", type: 1, outputLanguage: "en", emojiSelection: 1 },
  });
  expect(generate.status()).toBe(200);
});
