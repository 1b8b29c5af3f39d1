import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/notifications";
import type { ChannelConfigurationRow } from "@/lib/db/queries/notifications";
import type { MessageQueueSettings, WebHookSettings } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertOutboundUrl } from "@/lib/outbound";
import {
  NotificationChannel,
  type ChannelConfiguration,
  type ChannelConfigurationDetail,
  type MessageQueueInput,
  type WebHookInput,
} from "@/lib/schemas/notifications";
import { AMQP_PROTOCOLS } from "./amqp";
import { decryptSecret, encryptSecret } from "./encryption";
import { generateSigningSecret } from "./signature";

const DEFAULT_RETRY_COUNT = 3;
const DEFAULT_BACKOFF_FACTOR = 2;

/** The refusal of the Active query and of AdCreative when no channel is active (contract, Errors). */
export function noActiveChannelError(applicationId: string) {
  return new AppError("NoActiveChannel", `Application ${applicationId} has no active notification channel. Configure an active WebHook or MessageQueue channel first.`, { applicationId });
}

const notFound = (id: string, kind = "notification channel configuration") => AppError.notFound(`No ${kind} ${id} exists for this application.`);

/** The contract's configuration object; `detail` adds the nested object of the get-style responses. */
function present(row: ChannelConfigurationRow, options: { detail: true; signingSecret?: string }): ChannelConfigurationDetail;
function present(row: ChannelConfigurationRow, options?: { detail?: false; signingSecret?: string }): ChannelConfiguration;
function present(row: ChannelConfigurationRow, options: { detail?: boolean; signingSecret?: string } = {}) {
  // Keys in the contract's order (jsonb does not keep the stored order).
  let json: Record<string, unknown>;
  if (row.channel === NotificationChannel.WebHook) {
    const settings = row.settings as WebHookSettings;
    json = {
      WebHookUrl: settings.WebHookUrl,
      RetryCount: settings.RetryCount,
      ExponentialBackoffFactor: settings.ExponentialBackoffFactor,
      ...(options.signingSecret ? { SigningSecret: options.signingSecret } : {}),
    };
  } else {
    const settings = row.settings as MessageQueueSettings;
    // The contract echoes the stored queue password; only its own application ever reads it.
    const password = row.secretCiphertext ? decryptSecret(row.secretCiphertext, row.id) : null;
    json = { Url: settings.Url, Username: settings.Username, Password: password, QueueName: settings.QueueName };
  }
  return {
    id: row.id,
    applicationId: row.applicationId,
    channel: row.channel,
    notificationChannelConfigurationJSON: JSON.stringify(json),
    ...(options.detail
      ? { notificationChannelConfiguration: { isActive: row.isActive, includeImageData: row.includeImageData, notificationChannel: row.channel } }
      : {}),
    isActive: row.isActive,
    includeImageData: row.includeImageData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listChannels(db: Database, applicationId: string) {
  return (await queries.listChannelConfigurations(db, applicationId)).map((row) => present(row, { detail: true }));
}

/** For AdCreative: image generation needs an active WebHook or MessageQueue channel (the Hub does not count). */
export async function requireActiveChannel(db: Database, applicationId: string) {
  if (!(await queries.listChannelConfigurations(db, applicationId, { activeOnly: true })).length) throw noActiveChannelError(applicationId);
}

export async function listActiveChannels(db: Database, applicationId: string) {
  const rows = await queries.listChannelConfigurations(db, applicationId, { activeOnly: true });
  if (!rows.length) throw noActiveChannelError(applicationId);
  return { $id: "1", $values: rows.map((row) => present(row, { detail: true })) };
}

/** A configuration of this application; another application's id is NotFound like an unknown one. */
export async function findChannel(db: Database, applicationId: string, id: string, channel?: number) {
  const row = await queries.findChannelConfiguration(db, { applicationId, id });
  if (!row || (channel !== undefined && row.channel !== channel)) {
    throw notFound(id, channel === NotificationChannel.WebHook ? "WebHook configuration" : channel === NotificationChannel.MessageQueue ? "MessageQueue configuration" : undefined);
  }
  return row;
}

export async function getChannel(db: Database, applicationId: string, id: string) {
  return present(await findChannel(db, applicationId, id), { detail: true });
}

export async function deleteChannel(db: Database, applicationId: string, id: string): Promise<true> {
  if (!(await queries.deleteChannelConfiguration(db, { applicationId, id }))) throw notFound(id);
  return true;
}

/** Credentials written into the URL move to the username/password fields (which win), so no secret stays in Url. */
async function messageQueueSettings(input: MessageQueueInput) {
  await assertOutboundUrl("url", input.url, { protocols: AMQP_PROTOCOLS });
  const url = new URL(input.url);
  const username = input.username ?? (decodeURIComponent(url.username) || null);
  const password = input.password ?? (decodeURIComponent(url.password) || undefined);
  url.username = "";
  url.password = "";
  const settings: MessageQueueSettings = { Url: url.toString(), Username: username, QueueName: input.queueName };
  return { settings, password };
}

export async function createMessageQueueChannel(db: Database, applicationId: string, input: MessageQueueInput) {
  const { settings, password } = await messageQueueSettings(input);
  const id = randomUUID();
  const row = await queries.insertChannelConfiguration(db, {
    id,
    applicationId,
    channel: NotificationChannel.MessageQueue,
    settings,
    secretCiphertext: password ? encryptSecret(password, id) : null,
    isActive: input.isActive ?? true,
    includeImageData: input.includeImageData ?? false,
  });
  return present(row);
}

export async function updateMessageQueueChannel(db: Database, applicationId: string, id: string, input: MessageQueueInput) {
  await findChannel(db, applicationId, id, NotificationChannel.MessageQueue);
  const { settings, password } = await messageQueueSettings(input);
  const row = await queries.updateChannelConfiguration(db, { applicationId, id }, {
    settings,
    // An omitted password keeps the stored one.
    ...(password !== undefined ? { secretCiphertext: encryptSecret(password, id) } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    ...(input.includeImageData !== undefined ? { includeImageData: input.includeImageData } : {}),
  });
  if (!row) throw notFound(id);
  return present(row);
}

export async function createWebHookChannel(db: Database, applicationId: string, input: WebHookInput) {
  await assertOutboundUrl("webHookUrl", input.webHookUrl);
  const id = randomUUID();
  const signingSecret = generateSigningSecret();
  const row = await queries.insertChannelConfiguration(db, {
    id,
    applicationId,
    channel: NotificationChannel.WebHook,
    settings: {
      WebHookUrl: input.webHookUrl,
      RetryCount: input.retryCount ?? DEFAULT_RETRY_COUNT,
      ExponentialBackoffFactor: input.exponentialBackoffFactor ?? DEFAULT_BACKOFF_FACTOR,
    } satisfies WebHookSettings,
    secretCiphertext: encryptSecret(signingSecret, id),
    isActive: input.isActive ?? true,
    includeImageData: input.includeImageData ?? false,
  });
  // The signing secret is shown this once; receivers keep it to verify webhook-signature.
  return present(row, { signingSecret });
}

/** Mirrors the MessageQueue PUT (decisions); omitted settings keep their values, the signing secret is kept. */
export async function updateWebHookChannel(db: Database, applicationId: string, id: string, input: WebHookInput) {
  const current = await findChannel(db, applicationId, id, NotificationChannel.WebHook);
  await assertOutboundUrl("webHookUrl", input.webHookUrl);
  const previous = current.settings as WebHookSettings;
  const row = await queries.updateChannelConfiguration(db, { applicationId, id }, {
    settings: {
      WebHookUrl: input.webHookUrl,
      RetryCount: input.retryCount ?? previous.RetryCount,
      ExponentialBackoffFactor: input.exponentialBackoffFactor ?? previous.ExponentialBackoffFactor,
    } satisfies WebHookSettings,
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    ...(input.includeImageData !== undefined ? { includeImageData: input.includeImageData } : {}),
  });
  if (!row) throw notFound(id);
  return present(row);
}
