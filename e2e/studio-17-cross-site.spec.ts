import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";

/**
 * Cross-site request forgery (#27): a page on another port of the same host is same-site, so the
 * SameSite=Lax session cookie rides along with its requests. The studio must change nothing for it.
 */

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Every state-changing handler under app/api/studio, read from the route files themselves. */
function studioRoutes(): Array<{ method: string; path: string }> {
  const root = path.join(process.cwd(), "app/api/studio");
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => path.basename(f) === "route.ts");
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    // Dynamic segments get a value of the right shape; the guard must refuse before any lookup.
    const route = `/api/studio/${path.dirname(file)}`.replace(/\[token\]/g, `rv_${"a".repeat(24)}`).replace(/\[[^\]]+\]/g, "1");
    return STATE_CHANGING.filter((m) => new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b`).test(source)).map((method) => ({ method, path: route }));
  });
}

/** An attacker's page on another port of 127.0.0.1, served for as long as the test runs. */
async function attackerSite(html: string) {
  const server = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(r)) };
}

async function studioState(page: Page) {
  const users = (await (await page.request.get("/api/studio/users")).json()) as Array<{ email: string }>;
  const channels = await (await page.request.get("/api/studio/channels")).json();
  return { users: users.map((u) => u.email).sort(), channels: JSON.stringify(channels) };
}

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

test("a same-site page in a signed-in admin's browser cannot create an admin or a channel (0 changes)", async ({ page, context, baseURL }) => {
  await signIn(page, ADMIN);
  const before = await studioState(page);
  const studio = baseURL!;
  const attacker = await attackerSite(`<!doctype html><title>Win a prize</title>
    <form id="f" method="POST" action="${studio}/api/studio/users" enctype="text/plain" target="sink"><input name='{"email":"form@evil.test","role":"admin","password":"attacker-password","x":"' value='"}'></form>
    <iframe name="sink"></iframe>
    <script>
      const send = (path, body) => fetch("${studio}" + path, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain; charset=application/json" }, body: JSON.stringify(body) });
      Promise.allSettled([
        send("/api/studio/users", { email: "csrf@evil.test", role: "admin", password: "attacker-password" }),
        send("/api/studio/channels", { kind: "webhook", webHookUrl: "http://127.0.0.1:9/steal", isActive: true, retryCount: 0 }),
        send("/api/studio/api-keys", { name: "stolen" }),
      ]).then(() => { document.getElementById("f").submit(); setTimeout(() => (document.title = "done"), 500); });
    </script>`);
  try {
    const evil = await context.newPage();
    await evil.goto(attacker.url);
    await expect(evil).toHaveTitle("done", { timeout: 15_000 });
    await evil.close();
  } finally {
    await attacker.close();
  }
  expect(await studioState(page)).toEqual(before);
});

test("every state-changing studio route refuses a same-site or cross-site origin, before it reads anything", async ({ page, baseURL }) => {
  await signIn(page, ADMIN);
  const routes = studioRoutes();
  expect(routes.length, "the route files were found and read").toBeGreaterThan(20);
  const otherPort = new URL(baseURL!);
  otherPort.port = String(Number(otherPort.port) + 1);
  const forgeries: Array<Record<string, string>> = [
    { "sec-fetch-site": "same-site", origin: otherPort.origin },
    { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    // A browser without Fetch Metadata still sends Origin.
    { origin: otherPort.origin },
  ];
  for (const { method, path: route } of routes) {
    for (const headers of forgeries) {
      const response = await page.request.fetch(route, { method, headers: { ...headers, "content-type": "application/json" }, data: "{}" });
      expect(response.status(), `${method} ${route} with ${JSON.stringify(headers)}`).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/did not come from the studio's own pages/);
    }
  }
});

test("the studio's own pages still change state, and a JSON route wants application/json exactly", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/settings");
  const result = await page.evaluate(async () => {
    const post = (type: string) =>
      fetch("/api/studio/users", { method: "POST", headers: { "content-type": type }, body: JSON.stringify({ email: `same-origin-${type.length}@adcraft.test`, role: "reviewer", password: "a long enough password" }) }).then((r) => r.status);
    return { disguised: await post("text/plain; charset=application/json"), json: await post("application/json; charset=utf-8") };
  });
  expect(result).toEqual({ disguised: 415, json: 200 });
});
