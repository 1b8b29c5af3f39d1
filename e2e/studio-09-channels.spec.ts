import { expect, test } from "@playwright/test";
import { ADMIN, MARKETER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode } from "./pages/photoshoot";
import { startWebhookReceiver, verifyStandardWebhook } from "./support/webhook-receiver";

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

test("an admin adds, tests, edits, switches off and deletes a WebHook channel; a queue password never comes back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver([200]);
  await signIn(page, ADMIN);
  await page.goto("/settings/channels");
  await expect(page.getByRole("heading", { level: 1, name: "Notification channels" })).toBeVisible();
  await auditPage(page, testInfo, "channels");

  // Field-level validation from the service's own rules.
  await page.getByRole("button", { name: "Add channel" }).click();
  const form = page.getByRole("dialog", { name: "Add a channel" });
  await form.getByLabel("Webhook URL").fill("ftp://example.com/hook");
  await form.getByLabel("Retries").fill("11");
  await form.getByRole("button", { name: "Add channel" }).click();
  await expect(form.getByText("must be an absolute http:// or https:// URL")).toBeVisible();
  await expect(form.getByText("must be between 0 and 10")).toBeVisible();
  await expect(form.getByLabel("Webhook URL")).toHaveAttribute("aria-invalid", "true");
  await auditPage(page, testInfo, "channels-form-errors");
  await form.getByLabel("Webhook URL").fill(receiver.url);
  await form.getByLabel("Retries").fill("2");
  await form.getByRole("button", { name: "Add channel" }).click();

  // The signing secret, once.
  const secretDialog = page.getByRole("dialog", { name: "The channel's signing secret" });
  const secret = (await secretDialog.getByTestId("signing-secret").innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole("button", { name: "I have stored it" }).click();
  const card = page.getByTestId("channel-card").filter({ hasText: receiver.url });
  await expect(card).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  expect(JSON.stringify(await (await page.request.get("/api/studio/channels")).json())).not.toContain(secret);

  // A test delivery reaches the local receiver, signed, and shows in the log.
  await card.getByRole("button", { name: /^Send test notification/ }).click();
  const [delivered] = await receiver.waitForRequests(1);
  expect(verifyStandardWebhook(secret, delivered!)).toBe(true);
  const row = card.getByTestId("delivery-row").first();
  await expect(row).toContainText("delivered", { timeout: 15_000 });
  await expect(row).toContainText("ImageGenerationTaskCompleted");
  await expect(row).toContainText("200");
  await page.screenshot({ path: testInfo.outputPath("channels-delivery-log.png"), fullPage: true });

  // Edit, switch off, delete.
  await card.getByRole("button", { name: `Edit ${receiver.url}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit channel" });
  await edit.getByLabel("Retries").fill("5");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  const saved = ((await (await page.request.get("/api/studio/channels")).json()) as Array<{ webHookUrl?: string; retryCount?: number; isActive: boolean }>).find((c) => c.webHookUrl === receiver.url)!;
  expect(saved.retryCount).toBe(5);
  await page.getByTestId("channel-card").filter({ hasText: receiver.url }).getByRole("switch").click();
  await expect(page.getByTestId("channel-card").filter({ hasText: receiver.url }).getByRole("switch")).toHaveAttribute("aria-checked", "false");
  expect(((await (await page.request.get("/api/studio/channels")).json()) as Array<{ webHookUrl?: string; isActive: boolean }>).find((c) => c.webHookUrl === receiver.url)!.isActive).toBe(false);
  await page.getByTestId("channel-card").filter({ hasText: receiver.url }).getByRole("button", { name: `Delete ${receiver.url}` }).click();
  await page.getByRole("dialog", { name: "Delete this channel?" }).getByRole("button", { name: "Delete channel" }).click();
  await expect(page.getByTestId("channel-card").filter({ hasText: receiver.url })).toHaveCount(0);

  // A message queue: the password is stored, and no response carries it back.
  await page.getByRole("button", { name: "Add channel" }).click();
  await form.getByLabel("Kind").selectOption("queue");
  await form.getByLabel("Broker URL").fill("amqp://127.0.0.1:5672/");
  await form.getByLabel("Username").fill("adcraft");
  await form.getByLabel("Password").fill("queue-password-e2e-4711");
  await form.getByLabel("Queue name").fill("adcraft.creatives");
  await form.getByRole("button", { name: "Add channel" }).click();
  const queue = page.getByTestId("channel-card").filter({ hasText: "adcraft.creatives" });
  await expect(queue).toContainText("Password stored encrypted");
  const listed = await (await page.request.get("/api/studio/channels")).text();
  expect(listed).not.toContain("queue-password-e2e-4711");
  expect(await page.content()).not.toContain("queue-password-e2e-4711");

  await darkMode(page);
  await expect(queue).toBeVisible();
  await auditPage(page, testInfo, "channels-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(queue).toBeVisible();
  await auditPage(page, testInfo, "channels-mobile");
  await queue.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete this channel?" }).getByRole("button", { name: "Delete channel" }).click();
  await expect(queue).toHaveCount(0);
  await receiver.close();
});

test("a marketer cannot open channel settings, in the page or through the BFF", async ({ page }) => {
  await signIn(page, ADMIN);
  const added = await page.request.post("/api/studio/users", { data: { email: MARKETER.email, role: "marketer", password: MARKETER.password } });
  expect([200, 409]).toContain(added.status());
  await page.context().clearCookies();
  await signIn(page, MARKETER);
  await page.goto("/settings/channels");
  await expect(page.getByRole("heading", { name: "Channel settings are for admins" })).toBeVisible();
  for (const [method, path] of [["GET", "channels"], ["POST", "channels"], ["PUT", "channels/00000000-0000-4000-8000-000000000000"], ["DELETE", "channels/00000000-0000-4000-8000-000000000000"], ["POST", "channels/00000000-0000-4000-8000-000000000000/test"], ["GET", "channels/00000000-0000-4000-8000-000000000000/deliveries"], ["GET", "notifications/receiver"]] as const) {
    const response = await page.request.fetch(`/api/studio/${path}`, { method, data: method === "POST" || method === "PUT" ? { kind: "webhook", webHookUrl: "https://example.com" } : undefined });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }
});
