import { expect, test } from "@playwright/test";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";
import { captureResponses, findLeaks, readStoredSecrets } from "./pages/secrets";

const STUDIO_PAGES = ["/", "/sign-in", "/ad-texts", "/ad-texts/workspace", "/ad-texts/new", "/tools", "/tools/strategies", "/tools/copies", "/tools/rewrite", "/settings", "/settings/api"];

test("no studio page or response ever carries the workspace's key, secret, jwtPrivateKey or a token", async ({ page, request, context }, testInfo) => {
  test.setTimeout(180_000);
  await ensureStudio(request);
  const captured = captureResponses(context);

  await signIn(page, ADMIN);
  for (const path of STUDIO_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  // Every BFF route, called from the page as the studio's own scripts do (so responses are captured).
  const calls = await page.evaluate(async () => {
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`/api/studio/${path}`, { ...init, headers: init.body ? { "content-type": "application/json" } : undefined });
      return { path, status: response.status, body: await response.text() };
    };
    const created = await call("ad-texts", {
      method: "POST",
      body: JSON.stringify({ productName: "Scan shoe", productDescription: "A shoe with 4 mm lugs.", type: 26, outputLanguage: "en", emojiSelection: 2 }),
    });
    const process = JSON.parse(created.body) as { id: number; adTexts: Array<{ id: number }> };
    return [
      created,
      await call("setup"),
      await call("ad-texts?scope=mine"),
      await call("ad-texts?scope=workspace"),
      await call(`ad-texts/${process.id}`),
      await call(`ad-texts/texts/${process.adTexts[0]!.id}`, { method: "PATCH", body: JSON.stringify({ favorited: true }) }),
      await call("ad-texts", {
        method: "PUT",
        body: JSON.stringify({ id: process.id, productName: "Scan shoe", productDescription: "A shoe with 4 mm lugs.", type: 26, outputLanguage: "en", emojiSelection: 2 }),
      }),
      await call("ad-texts", { method: "POST", body: JSON.stringify({ productName: "" }) }),
      await call("ad-texts/999999"),
      await call("product-description?url=http://127.0.0.1:9/nothing"),
      await call("users"),
      await call("workspace"),
      await call("api-keys"),
      await call("usage?days=7"),
      await call("tools/strategies", { method: "POST", body: JSON.stringify({ productName: "Scan shoe", productDescription: "A shoe.", targetAudience: "runners", adGoal: "purchase" }) }),
      await call("tools/copies", {
        method: "POST",
        body: JSON.stringify({ productName: "Scan shoe", productDescription: "A shoe.", cta: "Shop now", outputLanguage: "en", tone: "Bold", targetAudience: "runners", isLongHeadline: false }),
      }),
      await call("tools/rewrite", { method: "POST", body: JSON.stringify({ headLine: "Run further", productName: "Scan shoe", productDescription: "A shoe.", tone: "Calm", language: "en", textLimit: 40 }) }),
    ];
  });
  expect(calls.find((c) => c.path === "ad-texts" && c.status === 200), "the scan generated ad texts").toBeTruthy();
  await page.goto(`/ad-texts/${(JSON.parse(calls[0]!.body) as { id: number }).id}`);
  await expect(page.getByTestId("ad-text-card").first()).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByText("Credits left")).toBeVisible();
  await captured.settled();

  // The secrets as stored: encrypted at rest, and the same key the service knows.
  const secrets = await readStoredSecrets();
  expect(secrets.apiKey).toBe(secrets.serviceKey);
  expect(secrets.apiSecret).toMatch(/^as_/);
  expect(secrets.jwtPrivateKey).toMatch(/^jpk_/);
  expect(secrets.accessToken.split(".")).toHaveLength(3);
  expect(secrets.refreshToken).toMatch(/^rt_/);
  const values = { apiKey: secrets.apiKey, apiSecret: secrets.apiSecret, jwtPrivateKey: secrets.jwtPrivateKey, accessToken: secrets.accessToken, refreshToken: secrets.refreshToken };
  for (const [name, value] of Object.entries(values)) expect(secrets.rawColumns.join("\n"), `${name} stored in plain text`).not.toContain(value);

  expect(captured.responses.length).toBeGreaterThan(40);
  const leaks = findLeaks(captured.responses, values);
  // Nor in what the browser keeps: cookies and storage.
  const kept = JSON.stringify({ cookies: await context.cookies(), storage: await context.storageState() });
  for (const [name, value] of Object.entries(values)) if (kept.includes(value)) leaks.push(`${name} in browser storage`);

  await testInfo.attach("scanned-responses.txt", { body: captured.responses.map((c) => `${c.status} ${c.url}`).join("\n"), contentType: "text/plain" });
  expect(leaks).toEqual([]);
});
