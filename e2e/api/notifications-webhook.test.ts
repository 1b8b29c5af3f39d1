import { afterEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import {
  createWebHookConfiguration,
  getActiveChannelConfigurations,
  deleteChannelConfiguration,
  listDeliveries,
  notificationHub,
  sendTestNotification,
  updateWebHookConfiguration,
  type DeliveryAttempt,
} from "@/lib/schemas/notifications";
import { authenticatedClient, createApplication, expectErrorBody } from "../support/fixtures";
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * WebHook delivery through the production server to receivers on 127.0.0.1: retries and their
 * timing, signing, failure, channel changes mid-delivery, image data, the Deliveries list and the Hub.
 */
const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiver(script?: number[]) {
  const r = await startWebhookReceiver(script);
  receivers.push(r);
  return r;
}

async function webhookChannel(client: AdcraftClient, applicationId: string, url: string, settings: { retryCount: number; exponentialBackoffFactor: number; includeImageData?: boolean }) {
  const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: url, isActive: true, ...settings } });
  return { id: created.id, secret: JSON.parse(created.notificationChannelConfigurationJSON).SigningSecret as string };
}

async function newApp() {
  const app = await createApplication();
  return { client: await authenticatedClient(app), applicationId: app.applicationId };
}

async function attempts(client: AdcraftClient, applicationId: string, configurationId: string) {
  return client.call(listDeliveries, { query: { applicationId, configurationId } });
}

async function waitForStatus(client: AdcraftClient, applicationId: string, configurationId: string, deliveryId: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await attempts(client, applicationId, configurationId);
    const mine = list.filter((a) => a.deliveryId === deliveryId);
    if (mine[0]?.deliveryStatus === status) return mine;
    if (Date.now() > deadline) throw new Error(`delivery ${deliveryId} did not become ${status}: ${JSON.stringify(mine)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("webhook delivery", () => {
  it("500, 500, 200 → exactly 3 attempts spaced 1 s × factor^(n-1) ±10%, one webhook-id, signatures that verify", async () => {
    const { client, applicationId } = await newApp();
    const hooks = await receiver([500, 500, 200]);
    const channel = await webhookChannel(client, applicationId, hooks.url, { retryCount: 5, exponentialBackoffFactor: 2 });
    const { deliveryId } = await client.call(sendTestNotification, { query: { applicationId, configurationId: channel.id } });

    const [first, second, third] = await hooks.waitForRequests(3);
    await sleep(2500); // a 4th attempt would come 4 s ± 10% after the 3rd: make sure none is on its way
    expect(hooks.requests).toHaveLength(3);

    // Retry 1 waits 1 s, retry 2 waits 2 s (factor 2), each ±10%; the rest is the attempt's own
    // work (recording it, a local request), a few milliseconds.
    const gap1 = second!.at - first!.at;
    const gap2 = third!.at - second!.at;
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap1).toBeLessThanOrEqual(1100 + 150);
    expect(gap2).toBeGreaterThanOrEqual(1800);
    expect(gap2).toBeLessThanOrEqual(2200 + 150);

    const ids = new Set(hooks.requests.map((r) => r.headers["webhook-id"]));
    expect([...ids]).toEqual([deliveryId]);
    for (const request of hooks.requests) {
      expect(request.method).toBe("POST");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(verifyStandardWebhook(channel.secret, request)).toBe(true);
      expect(verifyStandardWebhook("whsec_" + Buffer.alloc(32).toString("base64"), request)).toBe(false);
    }
    expect(new Set(hooks.requests.map((r) => r.body)).size).toBe(1); // the same bytes every time

    const list = await waitForStatus(client, applicationId, channel.id, deliveryId, "delivered");
    expect(list.map((a) => [a.attempt, a.statusCode, a.succeeded])).toEqual([[3, 200, true], [2, 500, false], [1, 500, false]]);
    expect(list[1]!.error).toMatch(/HTTP 500/);
    for (const a of list) expect(a.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("sends the decisions' PascalCase body, with image bytes only for includeImageData", async () => {
    const { client, applicationId } = await newApp();
    const withImage = await receiver();
    const withoutImage = await receiver();
    const a = await webhookChannel(client, applicationId, withImage.url, { retryCount: 0, exponentialBackoffFactor: 1, includeImageData: true });
    const b = await webhookChannel(client, applicationId, withoutImage.url, { retryCount: 0, exponentialBackoffFactor: 1, includeImageData: false });
    await client.call(sendTestNotification, { query: { applicationId, configurationId: a.id } });
    await client.call(sendTestNotification, { query: { applicationId, configurationId: b.id } });
    const [imageRequest] = await withImage.waitForRequests(1);
    const [plainRequest] = await withoutImage.waitForRequests(1);

    const body = JSON.parse(imageRequest!.body);
    expect(Object.keys(body)).toEqual(["MessageType", "ApplicationId", "UserId", "ImageRenderProcessId", "TaskId", "ImageContentBytes", "IsSuccessful", "ErrorMessage"]);
    expect(body).toMatchObject({ MessageType: "ImageGenerationTaskCompleted", ApplicationId: applicationId, IsSuccessful: true, ErrorMessage: null });
    expect(Buffer.from(body.ImageContentBytes, "base64").subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(JSON.parse(plainRequest!.body).ImageContentBytes).toBeNull();
  });

  it("a receiver that never recovers → failed after RetryCount retries; other channels and applications are not held up", async () => {
    const { client, applicationId } = await newApp();
    const broken = await receiver([503]);
    const healthy = await receiver([200]);
    const failing = await webhookChannel(client, applicationId, broken.url, { retryCount: 2, exponentialBackoffFactor: 1 });
    const working = await webhookChannel(client, applicationId, healthy.url, { retryCount: 2, exponentialBackoffFactor: 1 });
    const other = await newApp();
    const otherReceiver = await receiver([200]);
    const otherChannel = await webhookChannel(other.client, other.applicationId, otherReceiver.url, { retryCount: 0, exponentialBackoffFactor: 1 });

    const failed = await client.call(sendTestNotification, { query: { applicationId, configurationId: failing.id } });
    await broken.waitForRequests(1);
    // While the broken channel retries, the others deliver at once.
    const sentAt = Date.now();
    const ok = await client.call(sendTestNotification, { query: { applicationId, configurationId: working.id } });
    const otherOk = await other.client.call(sendTestNotification, { query: { applicationId: other.applicationId, configurationId: otherChannel.id } });
    await healthy.waitForRequests(1);
    await otherReceiver.waitForRequests(1);
    expect(Date.now() - sentAt).toBeLessThan(800);

    const list = await waitForStatus(client, applicationId, failing.id, failed.deliveryId, "failed");
    expect(list.map((a) => a.attempt)).toEqual([3, 2, 1]); // 1 try + RetryCount (2) retries
    expect(list.every((a) => a.statusCode === 503 && !a.succeeded)).toBe(true);
    await sleep(1500);
    expect(broken.requests).toHaveLength(3);
    expect(new Set(broken.requests.map((r) => r.headers["webhook-id"])).size).toBe(1);

    expect((await attempts(client, applicationId, working.id)).map((a) => [a.deliveryId, a.deliveryStatus, a.attempt])).toEqual([[ok.deliveryId, "delivered", 1]]);
    expect((await attempts(other.client, other.applicationId, otherChannel.id)).map((a) => [a.deliveryId, a.deliveryStatus])).toEqual([[otherOk.deliveryId, "delivered"]]);
  });

  it("stops retrying once the channel is deactivated or deleted", async () => {
    const { client, applicationId } = await newApp();
    const deactivated = await receiver([500]);
    const deleted = await receiver([500]);
    const a = await webhookChannel(client, applicationId, deactivated.url, { retryCount: 10, exponentialBackoffFactor: 1 });
    const b = await webhookChannel(client, applicationId, deleted.url, { retryCount: 10, exponentialBackoffFactor: 1 });
    const sentA = await client.call(sendTestNotification, { query: { applicationId, configurationId: a.id } });
    await client.call(sendTestNotification, { query: { applicationId, configurationId: b.id } });
    await deactivated.waitForRequests(1);
    await deleted.waitForRequests(1);

    await client.call(updateWebHookConfiguration, { query: { applicationId, configurationId: a.id }, body: { webHookUrl: deactivated.url, isActive: false } });
    await client.call(deleteChannelConfiguration, { query: { applicationId, configurationId: b.id } });
    const countA = deactivated.requests.length;
    const countB = deleted.requests.length;
    await sleep(3000); // three retry periods of 1 s ± 10%
    // At most an attempt already under way when the change landed.
    expect(deactivated.requests.length - countA).toBeLessThanOrEqual(1);
    expect(deleted.requests.length - countB).toBeLessThanOrEqual(1);
    const settledA = deactivated.requests.length;
    const settledB = deleted.requests.length;
    await sleep(2000);
    expect(deactivated.requests.length).toBe(settledA);
    expect(deleted.requests.length).toBe(settledB);

    const list = await attempts(client, applicationId, a.id);
    expect(list[0]).toMatchObject({ deliveryId: sentA.deliveryId, deliveryStatus: "cancelled" });
  });

  it("gives up on a receiver that does not answer within 10 s", async () => {
    const { client, applicationId } = await newApp();
    const silent = await receiver([0]);
    const channel = await webhookChannel(client, applicationId, silent.url, { retryCount: 0, exponentialBackoffFactor: 1 });
    const { deliveryId } = await client.call(sendTestNotification, { query: { applicationId, configurationId: channel.id } });
    const [attempt] = await waitForStatus(client, applicationId, channel.id, deliveryId, "failed", 20_000);
    expect(attempt).toMatchObject({ attempt: 1, statusCode: null, succeeded: false });
    expect(attempt!.error).toMatch(/timed out after 10 s/);
    expect(attempt!.latencyMs).toBeGreaterThanOrEqual(9_900);
    expect(attempt!.latencyMs).toBeLessThan(11_000);
  });

  it("refuses a test through an inactive channel with 400 naming configurationId", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: "http://127.0.0.1:1/x", isActive: false } });
    await expectErrorBody(await client.send(sendTestNotification, { query: { applicationId, configurationId: created.id } }), 400, "configurationId");
  });

  it("records a receiver that cannot be reached, and lists attempts newest first with a limit", async () => {
    const { client, applicationId } = await newApp();
    const gone = await receiver();
    await gone.close(); // nothing listens on its port any more
    receivers.splice(receivers.indexOf(gone), 1);
    const channel = await webhookChannel(client, applicationId, gone.url, { retryCount: 1, exponentialBackoffFactor: 1 });
    const { deliveryId } = await client.call(sendTestNotification, { query: { applicationId, configurationId: channel.id } });
    const list = await waitForStatus(client, applicationId, channel.id, deliveryId, "failed");
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ attempt: 2, statusCode: null, succeeded: false });
    expect(list[0]!.error).toMatch(/ECONNREFUSED|refused/i);
    expect(Date.parse(list[0]!.attemptedAt)).toBeGreaterThan(Date.parse(list[1]!.attemptedAt));
    const limited: DeliveryAttempt[] = await client.call(listDeliveries, { query: { applicationId, configurationId: channel.id, limit: 1 } });
    expect(limited.map((a) => a.attempt)).toEqual([2]);
  });
});

describe("the Hub", () => {
  it("streams each message as Server-Sent Events without image bytes, with the same auth", async () => {
    const { client, applicationId } = await newApp();
    const hooks = await receiver();
    const channel = await webhookChannel(client, applicationId, hooks.url, { retryCount: 0, exponentialBackoffFactor: 1, includeImageData: true });

    await expectErrorBody(await fetch(`${inject("baseUrl")}/api/v1/Notification/Hub?applicationId=${applicationId}`), 401, "business:");
    const abort = new AbortController();
    const response = await client.send(notificationHub, { query: { applicationId }, headers: { accept: "text/event-stream" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (pattern: RegExp, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in the stream: ${text}`);
        const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => null)]);
        if (chunk && !chunk.done) text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readUntil(/connected/, 5000);

    const { deliveryId } = await client.call(sendTestNotification, { query: { applicationId, configurationId: channel.id } });
    await readUntil(/event: ImageGenerationTaskCompleted\ndata: .*\n\n/, 5000);
    const data = JSON.parse(/event: ImageGenerationTaskCompleted\ndata: (.*)\n/.exec(text)![1]!);
    expect(data).toMatchObject({ MessageType: "ImageGenerationTaskCompleted", ApplicationId: applicationId, ImageContentBytes: null });
    const [delivered] = await hooks.waitForRequests(1);
    const webhookBody = JSON.parse(delivered!.body);
    expect(delivered!.headers["webhook-id"]).toBe(deliveryId);
    expect(webhookBody.ImageContentBytes).not.toBeNull(); // the channel has includeImageData; the Hub never does
    expect({ ...webhookBody, ImageContentBytes: null }).toEqual(data);

    await readUntil(/: heartbeat/, 17_000); // every 15 s
    abort.abort();
    await reader.cancel();
  });
});

describe("paging (ours, additive)", () => {
  it("Deliveries and ChannelConfiguration/Active take limit and offset; a limit beyond the maximum is a 400", async () => {
    const { client, applicationId } = await newApp();
    const r = await receiver([200]);
    const [a, b] = [await webhookChannel(client, applicationId, r.url, { retryCount: 0, exponentialBackoffFactor: 1 }), await webhookChannel(client, applicationId, r.url, { retryCount: 0, exponentialBackoffFactor: 1 })];
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push((await client.call(sendTestNotification, { query: { applicationId, configurationId: a.id } })).deliveryId);
    for (const id of sent) await waitForStatus(client, applicationId, a.id, id, "delivered");

    const all = await client.call(listDeliveries, { query: { applicationId, configurationId: a.id } });
    expect(all).toHaveLength(3);
    const second = await client.call(listDeliveries, { query: { applicationId, configurationId: a.id, limit: 1, offset: 1 } });
    expect(second.map((x) => x.deliveryId)).toEqual([all[1]?.deliveryId]);
    await expectErrorBody(await client.send(listDeliveries, { query: { applicationId, configurationId: a.id, limit: 501 } as never }), 400, "limit");

    const active = await client.call(getActiveChannelConfigurations, { query: { applicationId } });
    expect(active.$values.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const page = await client.call(getActiveChannelConfigurations, { query: { applicationId, limit: 1, offset: 1 } });
    expect(page.$values.map((c) => c.id)).toEqual([active.$values[1]?.id]);
  });
});
