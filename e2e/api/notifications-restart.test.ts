import { afterAll, describe, expect, it } from "vitest";
import { createWebHookConfiguration, listDeliveries, sendTestNotification } from "@/lib/schemas/notifications";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Durability: a server killed (SIGKILL, no shutdown) while a delivery waits for its next retry
 * delivers it after it starts again, with the same webhook-id.
 */
let isolated: IsolatedServer | undefined;
let hooks: WebhookReceiver | undefined;
afterAll(async () => {
  await isolated?.dispose();
  await hooks?.close();
});

describe("deliveries survive a crash", () => {
  it("the server killed with a retry pending → delivered after the restart", { timeout: 120_000 }, async () => {
    isolated = await startIsolatedServer("restart");
    const app = await operator<TestApplication>("apps create", { name: "restart" }, isolated.server.dataDir);
    const query = { applicationId: app.applicationId };
    hooks = await startWebhookReceiver([500]);
    let client = await authenticatedClient(app, isolated.server.url);
    const created = await client.call(createWebHookConfiguration, { query, body: { webHookUrl: hooks.url, retryCount: 5, exponentialBackoffFactor: 4 } });
    const secret = JSON.parse(created.notificationChannelConfigurationJSON).SigningSecret as string;
    const configurationId = created.id;
    const { deliveryId } = await client.call(sendTestNotification, { query: { ...query, configurationId } });

    // Attempt 1 fails, retry 1 (after 1 s) fails; retry 2 is due 4 s later. Kill the server once
    // retry 1 is recorded, so the pending retry lives only in the database.
    const deadline = Date.now() + 20_000;
    while ((await client.call(listDeliveries, { query: { ...query, configurationId } })).length < 2) {
      if (Date.now() > deadline) throw new Error("retry 1 was never recorded");
      await new Promise((r) => setTimeout(r, 50));
    }
    await isolated.server.kill();
    expect(hooks.requests).toHaveLength(2);
    hooks.respond = () => 200;
    await new Promise((r) => setTimeout(r, 5000)); // retry 2 falls due while the server is down
    expect(hooks.requests).toHaveLength(2);

    await isolated.restart();
    await hooks.waitForRequests(3, 30_000);
    client = await authenticatedClient(app, isolated.server.url);
    const list = await client.call(listDeliveries, { query: { ...query, configurationId } });
    expect(list.map((a) => [a.attempt, a.statusCode, a.deliveryStatus])).toEqual([
      [3, 200, "delivered"],
      [2, 500, "delivered"],
      [1, 500, "delivered"],
    ]);
    expect(new Set(hooks.requests.map((r) => r.headers["webhook-id"]))).toEqual(new Set([deliveryId]));
    expect(verifyStandardWebhook(secret, hooks.requests[2]!)).toBe(true); // the secret decrypts after the restart
    await new Promise((r) => setTimeout(r, 1500));
    expect(hooks.requests).toHaveLength(3); // delivered once, not again
  });
});
