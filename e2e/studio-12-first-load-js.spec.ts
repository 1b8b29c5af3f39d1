import { expect, test, type Browser } from "@playwright/test";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";

/** The budget: every studio route's first-load JavaScript, compressed as sent. */
const BUDGET_KB = 200;
const SIGNED_IN_ROUTES = ["/ad-texts", "/ad-texts/new", "/tools", "/tools/strategies", "/tools/copies", "/tools/rewrite", "/presets", "/photoshoot", "/review", "/settings", "/settings/channels", "/settings/api"];

/** Loads a route in a fresh context (nothing cached) and sums the script bytes on the wire until the network is idle. */
async function firstLoadKb(browser: Browser, route: string, storageState?: Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const sizes: Array<Promise<number>> = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { route, kb: bytes / 1024, scripts: sizes.length };
}

test("every studio route's first-load JavaScript stays within the budget, measured cold in Chromium and printed", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(120_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const session = await page.context().storageState();
  const rows = [await firstLoadKb(browser, "/sign-in")];
  for (const route of SIGNED_IN_ROUTES) rows.push(await firstLoadKb(browser, route, session));
  const table = [
    "| route | first-load JS (KB, compressed) | scripts | budget |",
    "|---|---:|---:|---|",
    ...rows.map((r) => `| ${r.route} | ${r.kb.toFixed(1)} | ${r.scripts} | ${r.kb > BUDGET_KB ? "OVER" : "ok"} |`),
  ].join("\n");
  console.log(`[first-load JS] budget ${BUDGET_KB} KB per route\n${table}`);
  await testInfo.attach("first-load-js.md", { body: table, contentType: "text/markdown" });
  for (const row of rows) expect(row.kb, `${row.route} loaded no script`).toBeGreaterThan(0);
  const over = rows.filter((r) => r.kb > BUDGET_KB).map((r) => `${r.route} ${r.kb.toFixed(1)} KB`);
  expect(over, `over the ${BUDGET_KB} KB first-load budget:\n${table}`).toEqual([]);
});
