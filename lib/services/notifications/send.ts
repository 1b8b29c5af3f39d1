import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/notifications";
import { withJobs, type SendJob } from "@/lib/jobs/queue";
import type { ChannelConfigurationRow } from "@/lib/db/queries/notifications";
import { publishToHub } from "./hub";
import { buildMessage, type NotificationEvent } from "./messages";
import { scheduleAttempt } from "./scheduler";

export interface SendOptions {
  /** The task's PNG; sent as base64 only to channels with includeImageData. */
  imagePng?: Buffer;
}

/**
 * The one way the app sends an event: to the Hub (when `db`'s transaction commits), and to every active channel of the
 * application as a durable delivery (at least once, retried per channel, resumed after a restart).
 * Returns the delivery ids, one per active channel.
 */
export async function sendNotification(db: Database, applicationId: string, event: NotificationEvent, options: SendOptions = {}): Promise<string[]> {
  const channels = await queries.listChannelConfigurations(db, applicationId, { activeOnly: true });
  await publishToHub(db, buildMessage(applicationId, event, null));
  return createDeliveries(db, applicationId, channels, event, options.imagePng);
}

/** Sends through one channel only (Notification/Test); the Hub shows it too. */
export async function sendThroughChannel(db: Database, channel: ChannelConfigurationRow, event: NotificationEvent, options: SendOptions = {}) {
  await publishToHub(db, buildMessage(channel.applicationId, event, null));
  const [deliveryId] = await createDeliveries(db, channel.applicationId, [channel], event, options.imagePng);
  return deliveryId!;
}

/**
 * A message other than an image task's (a review event) to every active channel of the
 * application, as durable deliveries like any other; the Hub hears of it its own way. Written in
 * the caller's transaction (`tx`, and `send` for the first attempts' jobs, from withJobs): the
 * change the message describes and its deliveries commit together or not at all (an outbox), so a
 * crash between them can neither lose the event nor announce one that did not happen. Returns the
 * delivery ids, one per active channel.
 */
export async function queueToChannels(tx: Database, send: SendJob, applicationId: string, messageType: string, body: object): Promise<string[]> {
  const channels = await queries.listChannelConfigurations(tx, applicationId, { activeOnly: true });
  const rows = deliveryRows(applicationId, channels, messageType, () => JSON.stringify(body));
  if (!rows.length) return [];
  await queries.insertDeliveries(tx, rows);
  for (const row of rows) await scheduleAttempt(send, { deliveryId: row.id, attempt: 1 }, row.nextAttemptAt);
  return rows.map((row) => row.id);
}

function createDeliveries(db: Database, applicationId: string, channels: ChannelConfigurationRow[], event: NotificationEvent, imagePng?: Buffer) {
  const image = imagePng?.toString("base64") ?? null;
  return insertDeliveries(db, applicationId, channels, event.MessageType, (channel) => JSON.stringify(buildMessage(applicationId, event, channel.includeImageData ? image : null)));
}

function deliveryRows(applicationId: string, channels: ChannelConfigurationRow[], messageType: string, bodyFor: (channel: ChannelConfigurationRow) => string) {
  const now = new Date();
  return channels.map((channel) => ({
    id: randomUUID(),
    applicationId,
    configurationId: channel.id,
    messageType,
    body: bodyFor(channel),
    nextAttemptAt: now,
  }));
}

async function insertDeliveries(db: Database, applicationId: string, channels: ChannelConfigurationRow[], messageType: string, bodyFor: (channel: ChannelConfigurationRow) => string) {
  const rows = deliveryRows(applicationId, channels, messageType, bodyFor);
  if (!rows.length) return [];
  const now = rows[0]!.nextAttemptAt;
  // The rows and their first attempts' jobs in one transaction: a crash keeps both or neither.
  await withJobs(db, async (tx, send) => {
    await queries.insertDeliveries(tx, rows);
    for (const row of rows) await scheduleAttempt(send, { deliveryId: row.id, attempt: 1 }, now);
  });
  return rows.map((row) => row.id);
}
