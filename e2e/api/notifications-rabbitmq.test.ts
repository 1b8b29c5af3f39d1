import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import amqp, { type ChannelModel, type GetMessage } from "amqplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { createMessageQueueConfiguration, listDeliveries, sendTestNotification } from "@/lib/schemas/notifications";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";

/**
 * MessageQueue delivery against the machine's RabbitMQ (TEST_AMQP_URL, default
 * amqp://guest:guest@127.0.0.1:5672). Queue names carry this run's id; every queue bound to the
 * shared exchange receives every message published to it, so messages are matched by their id.
 * The broker-restart test stops and starts the local broker with rabbitmqctl.
 */
const amqpUrl = process.env.TEST_AMQP_URL || "amqp://guest:guest@127.0.0.1:5672";
const broker = new URL(amqpUrl);
const runId = randomBytes(4).toString("hex");
const queues: string[] = [];
const queueName = (label: string) => {
  const name = `adcraft-test-${runId}-${label}`;
  queues.push(name);
  return name;
};

let isolated: IsolatedServer;
let app: TestApplication;
let client: AdcraftClient;

async function connectBroker(): Promise<ChannelModel> {
  try {
    return await amqp.connect(amqpUrl, { timeout: 5000 });
  } catch (error) {
    throw new Error(
      `RabbitMQ is not reachable at ${broker.host} (${(error as Error).message}). Start it (rabbitmq-server -detached) or set TEST_AMQP_URL.`,
    );
  }
}

beforeAll(async () => {
  await (await connectBroker()).close();
  isolated = await startIsolatedServer("rabbitmq");
  app = await operator<TestApplication>("apps create", { name: "rabbitmq" }, isolated.server.dataDir);
  client = await authenticatedClient(app, isolated.server.url);
});

afterAll(async () => {
  if (process.env.DEBUG_SERVER_OUTPUT) console.log(isolated?.server.output());
  await isolated?.dispose();
  await ensureBrokerRunning();
  const connection = await connectBroker();
  const channel = await connection.createChannel();
  for (const name of queues) await channel.deleteQueue(name).catch(() => undefined);
  await connection.close().catch(() => undefined);
});

async function messageQueueChannel(name: string, includeImageData = false) {
  return client.call(createMessageQueueConfiguration, {
    query: { applicationId: app.applicationId },
    body: { url: `amqp://${broker.host}`, username: decodeURIComponent(broker.username) || "guest", password: decodeURIComponent(broker.password) || "guest", queueName: name, includeImageData },
  });
}

/** Reads the queue until every wanted message id has arrived; returns them by id. */
async function collect(queue: string, messageIds: string[], timeoutMs = 60_000): Promise<Map<string, GetMessage[]>> {
  const found = new Map<string, GetMessage[]>();
  const deadline = Date.now() + timeoutMs;
  const connection = await connectBroker();
  try {
    // The server declares the queue on its first publish; reading a missing queue would close the channel.
    for (;;) {
      const probe = await connection.createChannel();
      probe.on("error", () => undefined);
      if (await probe.checkQueue(queue).then(() => true, () => false)) break;
      if (Date.now() > deadline) throw new Error(`the queue ${queue} was never declared`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const channel = await connection.createChannel();
    while (!messageIds.every((id) => found.has(id))) {
      if (Date.now() > deadline) throw new Error(`missing messages in ${queue}: ${messageIds.filter((id) => !found.has(id)).join(", ")}`);
      const message = await channel.get(queue, { noAck: true });
      if (!message) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const id = String(message.properties.messageId);
      found.set(id, [...(found.get(id) ?? []), message]);
    }
  } finally {
    await connection.close().catch(() => undefined);
  }
  return found;
}

// Asynchronous, so the event loop keeps serving sockets while the broker stops and starts.
const run = promisify(execFile);
const rabbitmqctl = async (...args: string[]) => (await run("rabbitmqctl", args, { encoding: "utf8", timeout: 60_000 })).stdout;

async function ensureBrokerRunning() {
  try {
    await rabbitmqctl("start_app");
  } catch {
    await run("rabbitmq-server", ["-detached"]);
  }
  await rabbitmqctl("await_startup");
}

/** Connections the isolated server holds to the broker (they carry its pid in their name). */
async function serverConnections(): Promise<number> {
  const rows = JSON.parse(await rabbitmqctl("list_connections", "client_properties", "-q", "--formatter", "json")) as { client_properties: unknown }[];
  return rows.filter((row) => JSON.stringify(row.client_properties).includes(`adcraft notifications (pid ${isolated.server.pid})`)).length;
}

async function sendTest(configurationId: string) {
  return (await client.call(sendTestNotification, { query: { applicationId: app.applicationId, configurationId } })).deliveryId;
}

describe("MessageQueue delivery (RabbitMQ)", () => {
  it("puts the exact body in QueueName with routing key task.completed, persistent and confirmed", async () => {
    const name = queueName("exact");
    const channel = await messageQueueChannel(name);
    const deliveryId = await sendTest(channel.id);
    const [message] = (await collect(name, [deliveryId])).get(deliveryId)!;

    expect(message!.fields).toMatchObject({ exchange: "image-render.notifications", routingKey: "task.completed" });
    expect(message!.properties).toMatchObject({ deliveryMode: 2, contentType: "application/json", messageId: deliveryId, type: "ImageGenerationTaskCompleted" });
    const body = message!.content.toString("utf8");
    const parsed = JSON.parse(body);
    expect(parsed.ImageRenderProcessId).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed.TaskId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toBe(
      JSON.stringify({
        MessageType: "ImageGenerationTaskCompleted",
        ApplicationId: app.applicationId,
        UserId: "notification-test",
        ImageRenderProcessId: parsed.ImageRenderProcessId,
        TaskId: parsed.TaskId,
        ImageContentBytes: null,
        IsSuccessful: true,
        ErrorMessage: null,
      }),
    );

    // The queue is durable and bound to both routing keys of the topic exchange.
    const connection = await connectBroker();
    const check = await connection.createChannel();
    await check.checkQueue(name);
    const probe = `probe-${runId}`;
    check.publish("image-render.notifications", "progress.update", Buffer.from("{}"), { messageId: probe });
    await new Promise((r) => setTimeout(r, 300));
    expect((await check.get(name, { noAck: true }) || undefined)?.properties.messageId).toBe(probe);
    await connection.close();
    expect((await rabbitmqctl("list_queues", "name", "durable", "-q")).split("\n").find((line) => line.startsWith(`${name}\t`))).toMatch(/\ttrue$/);

    const attempts = await client.call(listDeliveries, { query: { applicationId: app.applicationId, configurationId: channel.id } });
    expect(attempts.map((a) => [a.deliveryId, a.attempt, a.deliveryStatus, a.statusCode])).toEqual([[deliveryId, 1, "delivered", null]]);
  });

  it("sends the image as base64 PNG only when includeImageData", async () => {
    const name = queueName("image");
    const channel = await messageQueueChannel(name, true);
    const deliveryId = await sendTest(channel.id);
    const [message] = (await collect(name, [deliveryId])).get(deliveryId)!;
    const bytes = Buffer.from(JSON.parse(message!.content.toString()).ImageContentBytes, "base64");
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("the broker stopped and restarted mid-run → every message still arrives; one connection, re-established", { timeout: 180_000 }, async () => {
    const name = queueName("restart");
    const channel = await messageQueueChannel(name);
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) sent.push(await sendTest(channel.id));
    // Wait for the broker's confirms of the first three (they stay in the queue, unread, across the restart).
    const deadline = Date.now() + 20_000;
    while ((await client.call(listDeliveries, { query: { applicationId: app.applicationId, configurationId: channel.id } })).filter((a) => a.succeeded).length < 3) {
      if (Date.now() > deadline) throw new Error("the first messages were not confirmed");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await serverConnections()).toBe(1); // three publishes, one connection

    try {
      await rabbitmqctl("stop_app");
      for (let i = 0; i < 3; i++) sent.push(await sendTest(channel.id)); // accepted while the broker is down
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await ensureBrokerRunning();
    }
    for (let i = 0; i < 3; i++) sent.push(await sendTest(channel.id));

    const arrived = await collect(name, sent, 90_000);
    // Other tests' messages reach this queue too (one exchange, the same routing keys): look at ours.
    expect([...arrived.keys()].filter((id) => sent.includes(id)).sort()).toEqual([...sent].sort());
    for (const id of sent) expect(JSON.parse(arrived.get(id)![0]!.content.toString()).ApplicationId).toBe(app.applicationId);

    const attempts = await client.call(listDeliveries, { query: { applicationId: app.applicationId, configurationId: channel.id, limit: 500 } });
    const failedWhileDown = attempts.filter((a) => !a.succeeded);
    expect(failedWhileDown.length).toBeGreaterThanOrEqual(3); // the middle three each failed at least once
    expect(new Set(attempts.filter((a) => a.succeeded).map((a) => a.deliveryId))).toEqual(new Set(sent));
    expect(await serverConnections()).toBe(1); // the dropped connection was replaced, not multiplied
  });
});
