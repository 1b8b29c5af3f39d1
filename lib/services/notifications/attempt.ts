import "server-only";
import { getDatabase } from "@/lib/db";
import { withJobs } from "@/lib/jobs/queue";
import * as queries from "@/lib/db/queries/notifications";
import type { ChannelConfigurationRow, DeliveryRow, DeliveryStatus } from "@/lib/db/queries/notifications";
import type { MessageQueueSettings, WebHookSettings } from "@/lib/db/schema";
import { NotificationChannel } from "@/lib/schemas/notifications";
import { publishToQueue } from "./amqp";
import { decryptSecret } from "./encryption";
import type { DeliveryJob } from "@/lib/jobs/notification-delivery";
import { ROUTING_KEYS } from "./messages";
import { MESSAGE_QUEUE_RETRY, retryDelayMs } from "./retry";
import { DISPATCH_LEAD_MS, scheduleAttempt } from "./scheduler";
import { deliverWebhook, type AttemptOutcome } from "./webhook";

/**
 * Runs one attempt of a delivery and records it. Idempotent per (delivery, attempt): a job that
 * runs again after a crash finds the attempt recorded and only makes sure the next one is
 * scheduled. A channel deactivated since the message was sent cancels the delivery; a deleted one
 * took its deliveries with it.
 */
export async function runDeliveryJob(job: DeliveryJob): Promise<void> {
  const db = await getDatabase();
  const found = await queries.findDeliveryWithChannel(db, job.deliveryId);
  if (!found || found.delivery.status !== "pending") return;
  const { delivery, configuration } = found;
  if (delivery.attempts >= job.attempt) {
    const next = { deliveryId: delivery.id, attempt: delivery.attempts + 1 };
    if (delivery.nextAttemptAt) await withJobs(db, (_, send) => scheduleAttempt(send, next, delivery.nextAttemptAt!));
    return;
  }
  if (!configuration?.isActive) return queries.finishDelivery(db, delivery.id, "cancelled");
  await untilDue(delivery.nextAttemptAt);

  const attemptedAt = new Date();
  const outcome = await deliverOnce(configuration, delivery);
  const latencyMs = Date.now() - attemptedAt.getTime();

  const policy = retryPolicy(configuration);
  let status: DeliveryStatus = outcome.ok ? "delivered" : "failed";
  let nextAttemptAt: Date | null = null;
  // Attempt n is followed by retry n, while retries remain.
  if (!outcome.ok && job.attempt <= policy.retryCount) {
    status = "pending";
    nextAttemptAt = new Date(Date.now() + retryDelayMs(job.attempt, policy.factor));
  }
  // The attempt and the next one's job in one transaction: a crash cannot leave a retry unscheduled.
  await withJobs(db, async (tx, send) => {
    const recorded = await queries.recordAttempt(tx, delivery.id, { attempt: job.attempt, attemptedAt, latencyMs, ...outcome, succeeded: outcome.ok }, { status, nextAttemptAt });
    if (recorded && nextAttemptAt) await scheduleAttempt(send, { deliveryId: delivery.id, attempt: job.attempt + 1 }, nextAttemptAt);
  });
}

/** A retry's job is fetched DISPATCH_LEAD_MS early (scheduler.ts); the attempt itself starts on time. */
async function untilDue(at: Date | null) {
  const wait = at ? Math.min(at.getTime() - Date.now(), DISPATCH_LEAD_MS) : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

function retryPolicy(configuration: ChannelConfigurationRow) {
  if (configuration.channel !== NotificationChannel.WebHook) return MESSAGE_QUEUE_RETRY;
  const settings = configuration.settings as WebHookSettings;
  return { retryCount: settings.RetryCount, factor: settings.ExponentialBackoffFactor };
}

function secretOf(configuration: ChannelConfigurationRow): string | null {
  if (!configuration.secretCiphertext) return null;
  try {
    return decryptSecret(configuration.secretCiphertext, configuration.id);
  } catch {
    throw new Error("The stored secret could not be decrypted: every server of this database needs the same ENCRYPTION_KEY.");
  }
}

async function deliverOnce(configuration: ChannelConfigurationRow, delivery: DeliveryRow): Promise<AttemptOutcome> {
  try {
    const secret = secretOf(configuration);
    if (configuration.channel === NotificationChannel.WebHook) {
      return await deliverWebhook((configuration.settings as WebHookSettings).WebHookUrl, secret ?? "", delivery.id, delivery.body);
    }
    const settings = configuration.settings as MessageQueueSettings;
    await publishToQueue(
      { url: settings.Url, username: settings.Username, password: secret },
      {
        queueName: settings.QueueName,
        routingKey: ROUTING_KEYS[delivery.messageType as keyof typeof ROUTING_KEYS],
        body: delivery.body,
        messageId: delivery.id,
        type: delivery.messageType,
      },
    );
    return { ok: true, statusCode: null, error: null };
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message };
  }
}
