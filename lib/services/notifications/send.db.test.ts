import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import amqp from "amqplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from "@/e2e/support/webhook-receiver";
import type { HubMessage } from "./hub";

/**
 * The delivery service driven in-process, as Step 6 will call it, on a real database (a PGlite of
 * this file's own, or this run's PostgreSQL database) with pg-boss workers in this process, real
 * webhook receivers on 127.0.0.1 and the machine's RabbitMQ.
 */
const amqpUrl = process.env.TEST_AMQP_URL || "amqp://guest:guest@127.0.0.1:5672";
const queueName = `adcraft-test-${randomBytes(4).toString("hex")}-fanout`;
const receivers: WebhookReceiver[] = [];

let m: {
  db: import("@/lib/db").Database;
  applications: typeof import("@/lib/services/applications");
  notifications: typeof import("@/lib/services/notifications");
  hub: typeof import("./hub");
  schema: typeof import("@/lib/db/schema");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "notifications-in-process");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  // The same settings as the test servers, which may run these jobs too on a shared database.
  process.env.OUTBOUND_ALLOWLIST = "127.0.0.1,localhost";
  // Render jobs of the test servers on a shared database need those servers' blob stores.
  process.env.WORKER_QUEUES = "notification-delivery";
  process.env.ENCRYPTION_KEY = (await import("node:crypto")).createHash("sha256").update("adcraft integration tests").digest("hex");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    applications: await import("@/lib/services/applications"),
    notifications: await import("@/lib/services/notifications"),
    hub: await import("./hub"),
    schema: await import("@/lib/db/schema"),
  };
  // This process works the delivery jobs the test sends, as a server does from its start.
  await (await import("@/lib/services/job-handlers")).workAllJobs();
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await (await import("@/lib/jobs/queue")).stopJobQueue();
  await (await import("./amqp")).closeBrokers();
  const connection = await amqp.connect(amqpUrl).catch(() => undefined);
  await connection?.createChannel().then((c) => c.deleteQueue(queueName)).catch(() => undefined);
  await connection?.close().catch(() => undefined);
});

async function receiver() {
  const r = await startWebhookReceiver([200]);
  receivers.push(r);
  return r;
}

describe("sendNotification", () => {
  it("delivers one message to every active channel (not the inactive one), image bytes per channel, the Hub without them", async () => {
    const { db, notifications } = m;
    const app = await m.applications.createApplication(db, { name: "fan-out", credits: 0 });
    const applicationId = app.applicationId;
    const [withImage, withoutImage, inactive] = [await receiver(), await receiver(), await receiver()];
    const a = await notifications.createWebHookChannel(db, applicationId, { webHookUrl: withImage.url, includeImageData: true, retryCount: 0 });
    await notifications.createWebHookChannel(db, applicationId, { webHookUrl: withoutImage.url, retryCount: 0 });
    await notifications.createWebHookChannel(db, applicationId, { webHookUrl: inactive.url, isActive: false });
    await notifications.createMessageQueueChannel(db, applicationId, { url: "amqp://127.0.0.1:5672", username: "guest", password: "guest", queueName });

    const hubMessages: HubMessage[] = [];
    await m.hub.hubListening(); // the Hub reaches this process through LISTEN, as any server's streams
    const unsubscribe = m.hub.subscribeToHub(applicationId, (message) => hubMessages.push(message));
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const processId = randomUUID();
    const taskIds = [randomUUID(), randomUUID()];
    const event = {
      MessageType: "ImageGenerationProgress" as const,
      UserId: "user-7",
      ImageRenderProcessId: processId,
      TaskId: null,
      IsSuccessful: true,
      ErrorMessage: null,
      Progress: 100,
      TaskIds: taskIds,
    };
    const deliveryIds = await notifications.sendNotification(db, applicationId, event, { imagePng: png });
    unsubscribe();
    expect(deliveryIds).toHaveLength(3);

    const expected = (image: string | null) =>
      JSON.stringify({
        MessageType: "ImageGenerationProgress",
        ApplicationId: applicationId,
        UserId: "user-7",
        ImageRenderProcessId: processId,
        TaskId: null,
        ImageContentBytes: image,
        IsSuccessful: true,
        ErrorMessage: null,
        Progress: 100,
        TaskIds: taskIds,
      });
    const [imageRequest] = await withImage.waitForRequests(1);
    const [plainRequest] = await withoutImage.waitForRequests(1);
    expect(imageRequest!.body).toBe(expected(png.toString("base64")));
    expect(plainRequest!.body).toBe(expected(null));
    const secret = JSON.parse(a.notificationChannelConfigurationJSON).SigningSecret;
    expect(verifyStandardWebhook(secret, imageRequest!)).toBe(true);
    expect(deliveryIds).toContain(imageRequest!.headers["webhook-id"]);

    // RabbitMQ: the exact bytes under routing key progress.update (retried if another test has the
    // broker stopped). Other tests' messages reach this queue too (one exchange): skip those.
    const deadline = Date.now() + 90_000;
    let message: amqp.GetMessage | false = false;
    while (!message && Date.now() < deadline) {
      const connection = await amqp.connect(amqpUrl).catch(() => undefined);
      if (connection) {
        // A missing queue closes the channel; each probe gets a new one.
        const channel = await connection.createChannel();
        channel.on("error", () => undefined);
        for (;;) {
          const next = await channel.checkQueue(queueName).then(() => channel.get(queueName, { noAck: true }), () => false as const);
          if (!next || deliveryIds.includes(String(next.properties.messageId))) {
            message = next;
            break;
          }
        }
        await connection.close().catch(() => undefined);
      }
      if (!message) await new Promise((r) => setTimeout(r, 200));
    }
    expect(message && message.fields.routingKey).toBe("progress.update");
    expect(message && message.content.toString()).toBe(expected(null));
    expect(deliveryIds).toContain(message && message.properties.messageId);

    expect(hubMessages.map((h) => JSON.stringify(h))).toEqual([expected(null)]);
    await new Promise((r) => setTimeout(r, 500));
    expect(inactive.requests).toHaveLength(0);
  });

  it("stores queue passwords and signing secrets only encrypted", async () => {
    const { db, notifications, schema } = m;
    const app = await m.applications.createApplication(db, { name: "at-rest", credits: 0 });
    const mq = await notifications.createMessageQueueChannel(db, app.applicationId, { url: "amqp://127.0.0.1:5672", password: "Tr0ub4dor&3", queueName: "never-used" });
    const hook = await notifications.createWebHookChannel(db, app.applicationId, { webHookUrl: "http://127.0.0.1:1/h" });
    const secret: string = JSON.parse(hook.notificationChannelConfigurationJSON).SigningSecret;
    const { eq } = await import("drizzle-orm");
    const rows = await db.select().from(schema.notificationChannelConfigurations).where(eq(schema.notificationChannelConfigurations.applicationId, app.applicationId));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("Tr0ub4dor&3");
    expect(stored).not.toContain(secret.slice(6));
    for (const row of rows) expect(row.secretCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // …and the API still reads them back for their own application.
    expect(JSON.parse((await notifications.getChannel(db, app.applicationId, mq.id)).notificationChannelConfigurationJSON).Password).toBe("Tr0ub4dor&3");
  });

  it("requireActiveChannel refuses an application without an active channel (NoActiveChannel, the contract's 404)", async () => {
    const { db, notifications } = m;
    const app = await m.applications.createApplication(db, { name: "no channel", credits: 0 });
    await expect(notifications.requireActiveChannel(db, app.applicationId)).rejects.toMatchObject({ code: "NoActiveChannel", details: { applicationId: app.applicationId }, message: expect.stringContaining(app.applicationId) });
    expect(await notifications.sendNotification(db, app.applicationId, { MessageType: "ImageGenerationTaskCompleted", UserId: null, ImageRenderProcessId: randomUUID(), TaskId: randomUUID(), IsSuccessful: false, ErrorMessage: "x" })).toEqual([]);
  });
});
