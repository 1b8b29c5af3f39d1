import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import {
  createMessageQueueConfiguration,
  createWebHookConfiguration,
  deleteChannelConfiguration,
  getActiveChannelConfigurations,
  getAllChannelConfigurations,
  getChannelConfiguration,
  listDeliveries,
  sendTestNotification,
  updateMessageQueueConfiguration,
  updateWebHookConfiguration,
} from "@/lib/schemas/notifications";
import { authenticatedClient, createApplication, expectErrorBody } from "../support/fixtures";

/**
 * Endpoints 15–22 against the production server: the state table, the response shapes, the 404s
 * and every validation error. No delivery happens here (nothing is sent to these URLs).
 */
const isoMillis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const queue = { url: "amqp://127.0.0.1:5672", username: "guest", password: "pa55-w0rd", queueName: "adcraft-never-declared" };
const hook = { webHookUrl: "http://127.0.0.1:9/hooks", retryCount: 4, exponentialBackoffFactor: 1.5 };

async function newApp() {
  const app = await createApplication();
  const client = await authenticatedClient(app);
  return { app, client, applicationId: app.applicationId };
}

describe("notification channel state table", () => {
  it("POST with isActive true → active, with isActive false → inactive (both channel kinds)", async () => {
    const { client, applicationId } = await newApp();
    const query = { applicationId };
    const mqOn = await client.call(createMessageQueueConfiguration, { query, body: { ...queue, isActive: true, includeImageData: true } });
    const mqOff = await client.call(createMessageQueueConfiguration, { query, body: { ...queue, isActive: false } });
    const hookOn = await client.call(createWebHookConfiguration, { query, body: { ...hook, isActive: true } });
    const hookOff = await client.call(createWebHookConfiguration, { query, body: { ...hook, isActive: false } });

    expect([mqOn, mqOff, hookOn, hookOff].map((c) => [c.channel, c.isActive])).toEqual([[2, true], [2, false], [0, true], [0, false]]);
    expect(mqOn.includeImageData).toBe(true);
    expect(mqOff.includeImageData).toBe(false);
    const active = await client.call(getActiveChannelConfigurations, { query });
    expect(active.$values.map((c) => c.id).sort()).toEqual([mqOn.id, hookOn.id].sort());
    expect((await client.call(getAllChannelConfigurations, { query })).map((c) => c.id)).toEqual([mqOn.id, mqOff.id, hookOn.id, hookOff.id]);
  });

  it("PUT of a MessageQueue configuration sets isActive true or false and changes updatedAt", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createMessageQueueConfiguration, { query: { applicationId }, body: { ...queue, isActive: true } });
    const query = { applicationId, configurationId: created.id };
    const off = await client.call(updateMessageQueueConfiguration, { query, body: { ...queue, isActive: false } });
    expect(off.isActive).toBe(false);
    expect(Date.parse(off.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(off.createdAt).toBe(created.createdAt);
    await expectErrorBody(await client.send(getActiveChannelConfigurations, { query: { applicationId } }), 404, "engine: Active");
    const on = await client.call(updateMessageQueueConfiguration, { query, body: { ...queue, queueName: "renamed", isActive: true } });
    expect(on.isActive).toBe(true);
    expect(Date.parse(on.updatedAt)).toBeGreaterThan(Date.parse(off.updatedAt));
    expect(JSON.parse(on.notificationChannelConfigurationJSON).QueueName).toBe("renamed");
    expect((await client.call(getActiveChannelConfigurations, { query: { applicationId } })).$values.map((c) => c.id)).toEqual([created.id]);
  });

  it("PUT of a WebHook configuration mirrors it: settings replaced, updatedAt new, the signing secret kept", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    const updated = await client.call(updateWebHookConfiguration, {
      query: { applicationId, configurationId: created.id },
      body: { webHookUrl: "http://localhost:9/other", retryCount: 0, exponentialBackoffFactor: 10, isActive: false, includeImageData: true },
    });
    expect(updated).toMatchObject({ id: created.id, channel: 0, isActive: false, includeImageData: true, createdAt: created.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(JSON.parse(updated.notificationChannelConfigurationJSON)).toEqual({ WebHookUrl: "http://localhost:9/other", RetryCount: 0, ExponentialBackoffFactor: 10 });
    // Omitted fields keep their values.
    const again = await client.call(updateWebHookConfiguration, { query: { applicationId, configurationId: created.id }, body: { webHookUrl: hook.webHookUrl } });
    expect(again).toMatchObject({ isActive: false, includeImageData: true });
    expect(JSON.parse(again.notificationChannelConfigurationJSON)).toMatchObject({ RetryCount: 0, ExponentialBackoffFactor: 10 });
  });

  it("DELETE of an existing configuration removes it and answers the JSON value true", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    const query = { applicationId, configurationId: created.id };
    const response = await client.send(deleteChannelConfiguration, { query });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("true");
    await expectErrorBody(await client.send(getChannelConfiguration, { query }), 404, "business: NotFound");
    await expectErrorBody(await client.send(deleteChannelConfiguration, { query }), 404, "business: NotFound");
    expect(await client.call(getAllChannelConfigurations, { query: { applicationId } })).toEqual([]);
  });
});

describe("configuration responses", () => {
  it("carry the nested object only in the get-style responses (All, Active, one)", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { ...hook, includeImageData: true } });
    expect(Object.keys(created)).toEqual(["id", "applicationId", "channel", "notificationChannelConfigurationJSON", "isActive", "includeImageData", "createdAt", "updatedAt"]);
    expect(created.id).toMatch(guidPattern);
    expect(created.createdAt).toMatch(isoMillis);
    const updated = await client.call(updateWebHookConfiguration, { query: { applicationId, configurationId: created.id }, body: hook });
    expect(updated).not.toHaveProperty("notificationChannelConfiguration");

    const nested = { isActive: true, includeImageData: true, notificationChannel: 0 };
    const one = await client.call(getChannelConfiguration, { query: { applicationId, configurationId: created.id } });
    const [fromAll] = await client.call(getAllChannelConfigurations, { query: { applicationId } });
    const active = await client.call(getActiveChannelConfigurations, { query: { applicationId } });
    for (const item of [one, fromAll!, active.$values[0]!]) {
      expect(item.notificationChannelConfiguration).toEqual(nested);
      expect(item).toMatchObject({ id: created.id, applicationId, channel: 0, isActive: true, includeImageData: true, updatedAt: updated.updatedAt });
    }
    expect(active.$id).toBe("1");
  });

  it("returns the WebHook signing secret once, on creation, and verifies the JSON keys", async () => {
    const { client, applicationId } = await newApp();
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    const json = JSON.parse(created.notificationChannelConfigurationJSON);
    expect(Object.keys(json)).toEqual(["WebHookUrl", "RetryCount", "ExponentialBackoffFactor", "SigningSecret"]);
    expect(json).toMatchObject({ WebHookUrl: hook.webHookUrl, RetryCount: 4, ExponentialBackoffFactor: 1.5 });
    expect(json.SigningSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const read = await client.call(getChannelConfiguration, { query: { applicationId, configurationId: created.id } });
    expect(read.notificationChannelConfigurationJSON).not.toContain("whsec_");
    expect(JSON.parse(read.notificationChannelConfigurationJSON)).toEqual({ WebHookUrl: hook.webHookUrl, RetryCount: 4, ExponentialBackoffFactor: 1.5 });
  });

  it("echoes the stored queue password to its own application, and defaults isActive true, includeImageData false, retries 3 × 2.0", async () => {
    const { client, applicationId } = await newApp();
    const mq = await client.call(createMessageQueueConfiguration, { query: { applicationId }, body: queue });
    expect(mq.notificationChannelConfigurationJSON).toBe(JSON.stringify({ Url: "amqp://127.0.0.1:5672", Username: "guest", Password: "pa55-w0rd", QueueName: queue.queueName }));
    expect(mq).toMatchObject({ isActive: true, includeImageData: false });
    // A PUT without a password keeps the stored one.
    const kept = await client.call(updateMessageQueueConfiguration, { query: { applicationId, configurationId: mq.id }, body: { url: queue.url, queueName: "q2" } });
    expect(JSON.parse(kept.notificationChannelConfigurationJSON)).toMatchObject({ Password: "pa55-w0rd", Username: null, QueueName: "q2" });
    // Credentials written into the URL move to Username/Password: no secret stays in Url.
    const inUrl = await client.call(createMessageQueueConfiguration, { query: { applicationId }, body: { url: "amqp://bob:s%40fe@127.0.0.1:5672/vh", queueName: "q3" } });
    expect(JSON.parse(inUrl.notificationChannelConfigurationJSON)).toEqual({ Url: "amqp://127.0.0.1:5672/vh", Username: "bob", Password: "s@fe", QueueName: "q3" });
    const webhook = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hook.webHookUrl } });
    expect(JSON.parse(webhook.notificationChannelConfigurationJSON)).toMatchObject({ RetryCount: 3, ExponentialBackoffFactor: 2 });
  });

  it("accepts multipart field names in any case and booleans in any case", async () => {
    const { client, applicationId } = await newApp();
    const response = await client.send(createWebHookConfiguration, {
      query: { applicationId },
      body: { WebHookUrl: hook.webHookUrl, IsActive: "FALSE", RetryCount: "2", ExponentialBackoffFactor: "3.5", IncludeImageData: "True" } as never,
    });
    expect(response.status).toBe(200);
    const created = await response.json();
    expect(created).toMatchObject({ isActive: false, includeImageData: true });
    expect(JSON.parse(created.notificationChannelConfigurationJSON)).toMatchObject({ RetryCount: 2, ExponentialBackoffFactor: 3.5 });
  });
});

describe("not found and tenancy", () => {
  it("answers Active with the contract's 404 body naming the application when nothing is active", async () => {
    const { client, applicationId } = await newApp();
    await client.call(createWebHookConfiguration, { query: { applicationId }, body: { ...hook, isActive: false } });
    const body = await expectErrorBody(await client.send(getActiveChannelConfigurations, { query: { applicationId } }), 404, "engine: Active");
    expect(Object.keys(body.errors).sort()).toEqual(["business: Active", "engine: Active"]);
    for (const messages of Object.values(body.errors)) expect(messages[0]).toContain(applicationId);
    expect(body).toMatchObject({ detail: null, instance: null });
  });

  it("treats another application's configuration id as not found on every endpoint", async () => {
    const owner = await newApp();
    const other = await newApp();
    const theirs = await owner.client.call(createMessageQueueConfiguration, { query: { applicationId: owner.applicationId }, body: queue });
    const query = { applicationId: other.applicationId, configurationId: theirs.id };
    const responses = [
      await other.client.send(getChannelConfiguration, { query }),
      await other.client.send(deleteChannelConfiguration, { query }),
      await other.client.send(updateMessageQueueConfiguration, { query, body: { ...queue, password: "stolen?" } }),
      await other.client.send(updateWebHookConfiguration, { query, body: hook }),
      await other.client.send(sendTestNotification, { query }),
      await other.client.send(listDeliveries, { query }),
    ];
    for (const response of responses) {
      const body = await expectErrorBody(response, 404, "business: NotFound");
      expect(JSON.stringify(body)).not.toContain("pa55-w0rd");
    }
    expect(await other.client.call(getAllChannelConfigurations, { query: { applicationId: other.applicationId } })).toEqual([]);
    // Still there and unchanged for its owner.
    const mine = await owner.client.call(getChannelConfiguration, { query: { applicationId: owner.applicationId, configurationId: theirs.id } });
    expect(JSON.parse(mine.notificationChannelConfigurationJSON).Password).toBe("pa55-w0rd");
  });

  it("answers an unknown id with 404, a configuration of the other kind with 404, and another application's applicationId with 401", async () => {
    const { client, applicationId } = await newApp();
    const webhook = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    await expectErrorBody(await client.send(getChannelConfiguration, { query: { applicationId, configurationId: "00000000-0000-4000-8000-000000000000" } }), 404, "business: NotFound");
    await expectErrorBody(await client.send(updateMessageQueueConfiguration, { query: { applicationId, configurationId: webhook.id }, body: queue }), 404, "business: NotFound");
    const stranger = await newApp();
    await expectErrorBody(await client.send(getAllChannelConfigurations, { query: { applicationId: stranger.applicationId } }), 401, "business:");
    await expectErrorBody(await fetch(`${inject("baseUrl")}/api/v1/Notification/ChannelConfiguration/All?applicationId=${applicationId}`), 401, "business:");
  });
});

describe("validation", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["webHookUrl missing", { retryCount: 1 }, "webHookUrl"],
    ["webHookUrl not http(s)", { webHookUrl: "ftp://127.0.0.1/x" }, "webHookUrl"],
    ["webHookUrl relative", { webHookUrl: "/hooks" }, "webHookUrl"],
    ["webHookUrl too long", { webHookUrl: `http://127.0.0.1/${"a".repeat(2100)}` }, "webHookUrl"],
    ["retryCount below 0", { ...hook, retryCount: -1 }, "retryCount"],
    ["retryCount above 10", { ...hook, retryCount: 11 }, "retryCount"],
    ["retryCount fractional", { ...hook, retryCount: "2.5" }, "retryCount"],
    ["exponentialBackoffFactor below 1.0", { ...hook, exponentialBackoffFactor: 0.99 }, "exponentialBackoffFactor"],
    ["exponentialBackoffFactor above 10.0", { ...hook, exponentialBackoffFactor: 10.01 }, "exponentialBackoffFactor"],
    ["exponentialBackoffFactor not a number", { ...hook, exponentialBackoffFactor: "fast" }, "exponentialBackoffFactor"],
    ["isActive not a boolean", { ...hook, isActive: "yes" }, "isActive"],
  ];
  it.each(cases)("WebHook: %s → 400 naming the field", async (_, body, field) => {
    const { client, applicationId } = await newApp();
    const post = await expectErrorBody(await client.send(createWebHookConfiguration, { query: { applicationId }, body: body as never }), 400, field);
    expect(post.errors[field]![0]).toContain(field);
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    await expectErrorBody(await client.send(updateWebHookConfiguration, { query: { applicationId, configurationId: created.id }, body: body as never }), 400, field);
  });

  const queueCases: [string, Record<string, unknown>, string][] = [
    ["url missing", { queueName: "q" }, "url"],
    ["url http", { ...queue, url: "http://127.0.0.1:5672" }, "url"],
    ["url not a URL", { ...queue, url: "rabbit" }, "url"],
    ["queueName missing", { url: queue.url }, "queueName"],
    ["queueName blank", { ...queue, queueName: "   " }, "queueName"],
    ["queueName reserved amq.", { ...queue, queueName: "amq.gen-1" }, "queueName"],
    ["queueName over 255 bytes", { ...queue, queueName: "é".repeat(128) }, "queueName"],
    ["queueName with a control character", { ...queue, queueName: "a\u0001b" }, "queueName"],
    ["includeImageData not a boolean", { ...queue, includeImageData: "maybe" }, "includeImageData"],
  ];
  it.each(queueCases)("MessageQueue: %s → 400 naming the field", async (_, body, field) => {
    const { client, applicationId } = await newApp();
    await expectErrorBody(await client.send(createMessageQueueConfiguration, { query: { applicationId }, body: body as never }), 400, field);
    const created = await client.call(createMessageQueueConfiguration, { query: { applicationId }, body: queue });
    await expectErrorBody(await client.send(updateMessageQueueConfiguration, { query: { applicationId, configurationId: created.id }, body: body as never }), 400, field);
  });

  it("rejects a malformed configurationId and a missing applicationId", async () => {
    const { client, applicationId } = await newApp();
    await expectErrorBody(await client.send(getChannelConfiguration, { query: { applicationId, configurationId: "42" } }), 400, "configurationId");
    await expectErrorBody(await client.send(getAllChannelConfigurations, { query: {} as never }), 400, "applicationId");
    await expectErrorBody(await client.send(listDeliveries, { query: { applicationId, configurationId: "00000000-0000-4000-8000-000000000000", limit: 0 } }), 400, "limit");
  });
});

describe("outbound guard (SSRF)", () => {
  // Refused before any connection: these tests never reach a host, and only name loopback,
  // private and metadata addresses that the test server's OUTBOUND_ALLOWLIST (127.0.0.1, localhost) does not list.
  it.each([
    "http://127.0.0.2/hooks",
    "http://[::1]:8080/hooks",
    "http://0x7f000002/hooks",
    "http://[::ffff:127.0.0.2]/hooks",
    "http://0.0.0.0/hooks",
    "http://10.0.0.1/hooks",
    "http://192.168.1.20/hooks",
    "http://172.16.5.4/hooks",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/hooks",
    "http://[fd00::1]/hooks",
    "http://[fe80::1]/hooks",
  ])("refuses webHookUrl %s with 400 naming webHookUrl", async (webHookUrl) => {
    const { client, applicationId } = await newApp();
    const body = await expectErrorBody(await client.send(createWebHookConfiguration, { query: { applicationId }, body: { ...hook, webHookUrl } }), 400, "webHookUrl");
    expect(body.errors.webHookUrl![0]).toMatch(/OUTBOUND_ALLOWLIST/);
    const created = await client.call(createWebHookConfiguration, { query: { applicationId }, body: hook });
    await expectErrorBody(await client.send(updateWebHookConfiguration, { query: { applicationId, configurationId: created.id }, body: { ...hook, webHookUrl } }), 400, "webHookUrl");
    expect(await client.call(getAllChannelConfigurations, { query: { applicationId } })).toHaveLength(1);
  });

  it("refuses a broker URL on a private address with 400 naming url", async () => {
    const { client, applicationId } = await newApp();
    await expectErrorBody(await client.send(createMessageQueueConfiguration, { query: { applicationId }, body: { ...queue, url: "amqp://10.1.2.3:5672" } }), 400, "url");
  });

  it("accepts the allowlisted 127.0.0.1 and localhost", async () => {
    const { client, applicationId } = await newApp();
    for (const webHookUrl of ["http://127.0.0.1:1/h", "https://localhost:1/h"]) {
      expect((await client.send(createWebHookConfiguration, { query: { applicationId }, body: { ...hook, webHookUrl } })).status).toBe(200);
    }
  });
});
