import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ADMIN, MARKETER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode } from "./pages/photoshoot";
import { captureResponses, findLeaks, readStoredSecrets } from "./pages/secrets";

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

/**
 * Runs text copied from the page in a shell, as a person pastes it into a terminal: nothing in its
 * environment but PATH, so every credential must come from what the page printed.
 */
function runAsPrinted(...printed: string[]) {
  return execFileSync("bash", ["-c", printed.join("\n")], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_ENV: "test" }, encoding: "utf8", timeout: 30_000 });
}

/** The curl example's answer: the JSON body, then the "HTTP <status>" line it prints last. */
function answerOf(output: string) {
  const lines = output.trim().split("\n");
  const status = /^HTTP (\d{3})$/.exec(lines.at(-1) ?? "")?.[1];
  return { status: Number(status), body: lines.slice(0, -1).join("\n") };
}

test("an admin sees usage after a generation and adds credits in Settings → Credits; creates a key whose curl example runs as printed (HTTP 200), revokes it and it stops working; no other response carries a secret", async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const captured = captureResponses(context);

  await signIn(page, ADMIN);
  await page.goto("/settings/credits");
  await expect(page.getByRole("heading", { level: 1, name: "Credits" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Credits" })).toHaveAttribute("aria-current", "page");
  const balanceBefore = Number((await page.getByTestId("credit-balance").innerText()).replace(/\D/g, ""));
  // Specs before this one may have generated already: count from what the page shows now.
  const adsRow = page.getByTestId("usage-row").filter({ has: page.getByRole("rowheader", { name: "Ads", exact: true }) });
  const adsCallsBefore = (await adsRow.count()) ? Number(await adsRow.getByRole("cell").first().innerText()) : 0;

  // A generation in the studio spends a credit; the usage shows it.
  const generated = await page.evaluate(async () => {
    const response = await fetch("/api/studio/ad-texts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productName: "Fjord Trail Jacket", productDescription: "A 3-layer shell at 420 g with taped seams and pit zips.", type: 26, outputLanguage: "en", emojiSelection: 2 }),
    });
    return response.status;
  });
  expect(generated).toBe(200);
  await page.reload();
  await expect(page.getByTestId("credit-balance")).toHaveText((balanceBefore - 1).toLocaleString("en"));
  await expect(adsRow.getByRole("cell").first()).toHaveText(String(adsCallsBefore + 1));
  await expect(page.getByTestId("usage-chart")).toBeVisible();
  await expect(page.getByTestId("usage-chart").locator("rect").first()).toBeVisible();

  // The admin adds credits here: the balance grows and the ledger names who added them.
  const amount = page.getByLabel("Credits to add");
  await amount.fill("0");
  await page.getByRole("button", { name: "Add credits" }).click();
  await expect(page.getByText("must be at least 1")).toBeVisible();
  await amount.fill("40");
  await page.getByRole("button", { name: "Add credits" }).click();
  await expect(page.getByTestId("credit-balance")).toHaveText((balanceBefore - 1 + 40).toLocaleString("en"));
  const grant = page.getByTestId("credit-grant-row").first();
  await expect(grant).toContainText("+40");
  await expect(grant).toContainText(ADMIN.email);
  await expect(grant).toContainText("The studio's key");
  await auditPage(page, testInfo, "credits");

  await page.goto("/settings/api");
  await expect(page.getByRole("heading", { level: 1, name: "API access" })).toBeVisible();
  await expect(page.getByTestId("api-key-row").filter({ hasText: "Used by the studio" })).toBeVisible();
  await auditPage(page, testInfo, "api-access");

  // Create a key with 3 credits moved to it; its key, secret and private key show once.
  await page.getByRole("button", { name: "Create API key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("must not be empty")).toBeVisible();
  await form.getByLabel("Name").fill("Shop sync");
  await form.getByLabel("Credits").fill("3");
  await form.getByRole("button", { name: "Create key" }).click();
  const once = page.getByRole("dialog", { name: "Your new API key" });
  const apiKey = (await once.getByTestId("new-api-key").innerText()).trim();
  const apiSecret = (await once.getByTestId("new-api-secret").innerText()).trim();
  const jwtPrivateKey = (await once.getByTestId("new-jwt-private-key").innerText()).trim();
  const shellLines = await once.getByTestId("new-key-shell").innerText();
  expect(apiKey).toMatch(/^ak_/);
  expect(apiSecret).toMatch(/^as_/);
  expect(jwtPrivateKey).toMatch(/^jpk_/);
  for (const value of [apiKey, apiSecret, jwtPrivateKey]) expect(shellLines).toContain(value);
  await auditPage(page, testInfo, "api-access-secret-once");
  await once.getByRole("button", { name: "I have stored them" }).click();
  await expect(once).toHaveCount(0);
  const row = page.getByTestId("api-key-row").filter({ hasText: "Shop sync" });
  await expect(row).toContainText(`ak_…${apiKey.slice(-4)}`);
  await expect(row).toContainText("Active");
  for (const value of [apiKey, apiSecret, jwtPrivateKey]) expect(await page.content()).not.toContain(value);

  // The page's curl example, pasted after the lines shown with the key, works as printed.
  const example = await page.getByTestId("curl-example").innerText();
  expect(example).toContain(`http://127.0.0.1:${process.env.E2E_PORT || 3210}/api/v1/`);
  const answer = answerOf(runAsPrinted(shellLines, example));
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ credits: 3, apiKey: `…${apiKey.slice(-4)}` });
  // Without the lines it cannot work: the example holds no credential of its own.
  expect(answerOf(runAsPrinted(example)).status).toBe(401);

  // The same with a token held across the revocation.
  const origin = new URL(page.url()).origin;
  const headers = { "x-api-key": apiKey, "x-api-secret": apiSecret };
  const applicationId = (example.match(/applicationId=([0-9a-f-]{36})/) ?? [])[1]!;
  const pair = (await (
    await fetch(`${origin}/api/v1/Authorization/GenerateJwtToken`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ applicationId, jwtPrivateKey }) })
  ).json()) as { accessToken: string };
  const creditsCall = () => fetch(`${origin}/api/v1/Account/Credits?applicationId=${applicationId}`, { headers: { ...headers, authorization: `Bearer ${pair.accessToken}` } });
  expect((await creditsCall()).status).toBe(200);

  // Revoke, after a confirmation: the next call fails.
  await row.getByRole("button", { name: "Revoke Shop sync" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke Shop sync?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Revoke Shop sync" }).click();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByTestId("api-key-row").filter({ hasText: "Shop sync" })).toContainText("Revoked");
  const refused = await creditsCall();
  expect(refused.status).toBe(401);
  expect(JSON.stringify(await refused.json())).toMatch(/not valid/);
  expect(answerOf(runAsPrinted(shellLines, example)).status).toBe(401);
  await page.screenshot({ path: testInfo.outputPath("api-access-revoked.png"), fullPage: true });

  // Dark mode and a phone-sized screen.
  await darkMode(page);
  await expect(page.getByTestId("api-key-row").first()).toBeVisible();
  await auditPage(page, testInfo, "api-access-dark");
  await page.goto("/settings/credits");
  await expect(page.getByTestId("credit-grant-row").first()).toBeVisible();
  await auditPage(page, testInfo, "credits-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("usage-chart")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "credits-mobile");
  await page.goto("/settings/api");
  await expect(page.getByTestId("api-key-row").first()).toBeVisible();
  await auditPage(page, testInfo, "api-access-mobile");

  // No response carried a credential, except the one answer that created the key.
  await captured.settled();
  const stored = await readStoredSecrets();
  const values = {
    newKey: apiKey,
    newSecret: apiSecret,
    newJwtPrivateKey: jwtPrivateKey,
    workspaceKey: stored.apiKey,
    workspaceSecret: stored.apiSecret,
    jwtPrivateKey: stored.jwtPrivateKey,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
  };
  const creation = captured.responses.filter((c) => c.method === "POST" && c.status === 200 && new URL(c.url).pathname === "/api/studio/api-keys");
  expect(creation).toHaveLength(1);
  expect(creation[0]!.text).toContain(apiSecret);
  expect(creation[0]!.text).toContain(jwtPrivateKey);
  expect(creation[0]!.text).not.toContain(stored.jwtPrivateKey);
  const leaks = findLeaks(
    captured.responses.filter((response) => response !== creation[0]),
    values,
  );
  const kept = JSON.stringify({ cookies: await context.cookies(), storage: await context.storageState() });
  for (const [name, value] of Object.entries(values)) if (kept.includes(value)) leaks.push(`${name} in browser storage`);
  expect(captured.responses.length).toBeGreaterThan(10);
  expect(leaks).toEqual([]);
});

test("a marketer cannot open API access or Credits, in the page or through the BFF, nor add credits", async ({ page }) => {
  await signIn(page, ADMIN);
  const added = await page.request.post("/api/studio/users", { data: { email: MARKETER.email, role: "marketer", password: MARKETER.password } });
  expect([200, 409]).toContain(added.status());
  await page.context().clearCookies();
  await signIn(page, MARKETER);
  await page.goto("/settings/api");
  await expect(page.getByRole("heading", { name: "API access is for admins" })).toBeVisible();
  await expect(page.getByTestId("api-key-row")).toHaveCount(0);
  await page.goto("/settings/credits");
  await expect(page.getByRole("heading", { name: "Credits are for admins" })).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveCount(0);
  for (const [method, path] of [["GET", "api-keys"], ["POST", "api-keys"], ["DELETE", "api-keys/00000000-0000-4000-8000-000000000000"], ["GET", "usage"], ["GET", "usage?days=7"], ["POST", "credits"]] as const) {
    const response = await page.request.fetch(`/api/studio/${path}`, { method, data: method === "POST" ? { label: "Sneaky", credits: 1 } : undefined });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect(await response.text()).not.toMatch(/ak_|as_/);
  }
});
