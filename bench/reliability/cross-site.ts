import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServer } from "@/e2e/support/server";
import type { PartResult, ReliabilityPart } from "./part";

/**
 * Cross-site request forgery in a real browser: a signed-in admin's Chromium visits a page on
 * another port of the same host (same-site, so the SameSite=Lax cookie rides along), which fires
 * every state-changing studio handler (read from the route files) as a no-cors fetch with a
 * disguised JSON body, and auto-submits HTML forms. The promise: 0 changes to the workspace.
 */
const ADMIN = { email: "admin@reliability.test", password: "reliability admin password" };
const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];

function studioHandlers(): Array<{ method: string; path: string }> {
  const root = path.join(process.cwd(), "app/api/studio");
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts")
    .flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      const route = `/api/studio/${path.dirname(file)}`.replace(/\[token\]/g, `rv_${"a".repeat(24)}`).replace(/\[[^\]]+\]/g, "1");
      return STATE_CHANGING.filter((m) => new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b`).test(source)).map((method) => ({ method, path: route }));
    });
}

/** What an attacker would want changed: users, channels, API keys, ad texts, share links. */
async function workspaceState(page: Page) {
  const read = async (route: string) => JSON.stringify(await (await page.request.get(route)).json());
  return [await read("/api/studio/users"), await read("/api/studio/channels"), await read("/api/studio/api-keys"), await read("/api/studio/ad-texts?scope=workspace"), await read("/api/studio/review/share-links")];
}

function attackPage(studio: string, handlers: Array<{ method: string; path: string }>) {
  const body = { email: "csrf@evil.test", role: "admin", password: "attacker password 123", kind: "webhook", webHookUrl: "http://127.0.0.1:9/steal", name: "stolen", productName: "x", productDescription: "x", type: 26, outputLanguage: "en", mode: "create", workspaceName: "evil" };
  const forms = handlers
    .filter((h) => h.method === "POST")
    .map((h, i) => `<form id="f${i}" method="POST" action="${studio}${h.path}" enctype="text/plain" target="sink${i}"><input name='${JSON.stringify(body).slice(0, -1)},"x":"' value='"}'></form><iframe name="sink${i}"></iframe>`)
    .join("\n");
  return `<!doctype html><title>Win a prize</title>${forms}
    <script>
      const handlers = ${JSON.stringify(handlers)};
      const types = ["text/plain; charset=application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"];
      // A page may send a POST without asking (no-cors); PUT, PATCH and DELETE need a CORS
      // preflight, which the studio never grants, so the browser stops them before the handler.
      const fired = handlers.flatMap((h) => types.map((type) =>
        fetch("${studio}" + h.path, { method: h.method, mode: h.method === "POST" ? "no-cors" : "cors", credentials: "include", headers: { "content-type": type }, body: ${JSON.stringify(JSON.stringify(body))} }).catch(() => undefined)));
      Promise.all(fired).then(() => {
        document.querySelectorAll("form").forEach((f) => f.submit());
        setTimeout(() => (document.title = "done " + fired.length), 1500);
      });
    </script>`;
}

export const crossSite: ReliabilityPart = {
  name: "cross-site",
  title: "Cross-site request forgery from a same-site page, in Chromium",
  run: async (): Promise<PartResult> => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "adcraft-csrf-"));
    const server = await startServer({ dataDir, env: { OUTBOUND_ALLOWLIST: "127.0.0.1,localhost" } });
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const handlers = studioHandlers();
    const attacker = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(attackPage(server.url, handlers)));
    try {
      const setup = await fetch(`${server.url}/api/studio/setup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mode: "create", workspaceName: "Reliability", ...ADMIN }) });
      if (!setup.ok) throw new Error(`setup answered ${setup.status}: ${await setup.text()}`);
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.goto("/sign-in");
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("button", { name: `Account menu for ${ADMIN.email}` }).waitFor({ timeout: 30_000 });
      const before = await workspaceState(page);

      await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
      const evil = await context.newPage();
      await evil.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      await evil.waitForFunction(() => document.title.startsWith("done"), undefined, { timeout: 60_000 });
      const fired = Number((await evil.title()).split(" ")[1]);
      const forms = handlers.filter((h) => h.method === "POST").length;
      const sendable = forms * 4 + forms;
      await evil.close();

      const after = await workspaceState(page);
      const changed = before.filter((state, i) => state !== after[i]).length;
      const refused = (server.output().match(/refused a cross-site/g) ?? []).length;
      const lines = [
        `${handlers.length} state-changing handlers read from app/api/studio, attacked from http://127.0.0.1:<other port>:`,
        `  ${forms * 4} no-cors POST fetches (4 content types each), ${forms} auto-submitted forms,`,
        `  ${fired - forms * 4} PUT/PATCH/DELETE fetches (stopped by the browser at the CORS preflight)`,
        `refused by the origin check: ${refused} of the ${sendable} requests a page can send`,
        `workspace lists changed (users, channels, API keys, ad texts, share links): ${changed} of ${before.length}`,
      ];
      return { ok: changed === 0 && refused === sendable, markdown: ["```", ...lines, "```"].join("\n") };
    } finally {
      attacker.close();
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
