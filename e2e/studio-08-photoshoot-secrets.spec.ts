import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";
import { CREDENTIAL_SHAPES, captureResponses, findLeaks, readStoredSecrets, serverDataDir } from "./pages/secrets";
import { PRODUCT_PHOTO, PhotoshootPage } from "./pages/photoshoot";

/** The service's credentials, a webhook signing secret, a signed image link. */
const SHAPES = [...CREDENTIAL_SHAPES, /whsec_[A-Za-z0-9+/=]{20,}/, /[?&]signature=/];

test("the photoshoot pages and their BFF routes never hand the browser a key, secret, token or signed link", async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await ensureStudio(request);
  const captured = captureResponses(context);

  await signIn(page, ADMIN);
  // The one-click channel: the service returns its signing secret to the BFF, which must keep it.
  const status = (await (await page.request.get("/api/studio/channels/status")).json()) as { active: boolean };
  const shoot = new PhotoshootPage(page);
  await shoot.goto();
  if (!status.active) await page.getByRole("button", { name: "Turn on notifications to the studio" }).click();
  await expect(page.getByRole("region", { name: "Photoshoots need a notification channel" })).toHaveCount(0);
  await shoot.upload(PRODUCT_PHOTO);
  await shoot.waitForCutout();
  await page.getByRole("list", { name: "Recommended presets" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Generate 6 creatives" }).click();
  await expect(page).toHaveURL(/\/photoshoot\/[0-9a-f-]{36}$/, { timeout: 60_000 }); // the service answers AdCreative in seconds on a loaded machine
  const processId = page.url().split("/").at(-1)!;
  // What the event stream relays, read in the page.
  const streamed = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const source = new EventSource("/api/studio/photoshoots/events");
        let text = "";
        const take = (e: MessageEvent<string>) => (text += `${e.type} ${e.data}\n`);
        source.addEventListener("ImageGenerationTaskCompleted", take);
        source.addEventListener("ImageGenerationProgress", take);
        setTimeout(() => (source.close(), resolve(text)), 4000);
      }),
  );
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 120_000 });
  const task = (await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as { tasks: Array<{ taskId: string }> };
  await page.evaluate(
    async ({ processId, taskId }) => {
      for (const path of [
        "presets",
        "photoshoots",
        `photoshoots/${processId}`,
        `photoshoots/${processId}/tasks/${taskId}?kind=pdf`,
        "channels/status",
        "notifications/receiver",
        "photoshoots/00000000-0000-4000-8000-000000000000",
      ])
        await fetch(`/api/studio/${path}`);
      await fetch("/api/studio/channels/studio-receiver", { method: "POST" });
    },
    { processId, taskId: task.tasks[0]!.taskId },
  );
  await page.goto("/presets");
  await expect(page.getByTestId("preset-card").first()).toBeVisible();
  await captured.settled();

  const secrets = await readStoredSecrets();
  const values = { apiKey: secrets.apiKey, apiSecret: secrets.apiSecret, jwtPrivateKey: secrets.jwtPrivateKey, accessToken: secrets.accessToken, refreshToken: secrets.refreshToken };
  const leaks = findLeaks([...captured.responses, { url: "event stream", method: "GET", status: 200, text: streamed }], values, SHAPES);
  expect(captured.responses.length).toBeGreaterThan(30);
  expect(leaks).toEqual([]);
  // The signing secret is kept on the server, sealed.
  const stored = readFileSync(path.join(serverDataDir(), "studio-receiver.json"), "utf8");
  expect(stored).toContain("secretCiphertext");
  expect(stored).not.toMatch(/whsec_/);
});
