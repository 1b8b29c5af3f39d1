import "server-only";
import { NotificationChannel, type ChannelConfiguration } from "@/lib/schemas/notifications";
import { receiverUrl } from "./studio-receiver";

/**
 * A channel as the browser may see it: its settings without the queue password (the contract
 * echoes it; only "a password is set" leaves the server) and whether it is the studio's receiver.
 */
export interface StudioChannel {
  id: string;
  kind: "webhook" | "queue";
  isActive: boolean;
  includeImageData: boolean;
  createdAt: string;
  updatedAt: string;
  webHookUrl?: string;
  retryCount?: number;
  exponentialBackoffFactor?: number;
  url?: string;
  username?: string | null;
  queueName?: string;
  hasPassword?: boolean;
  isStudioReceiver: boolean;
}

export function forBrowser(channel: ChannelConfiguration): StudioChannel {
  const settings = JSON.parse(channel.notificationChannelConfigurationJSON) as Record<string, unknown>;
  const base = { id: channel.id, isActive: channel.isActive, includeImageData: channel.includeImageData, createdAt: channel.createdAt, updatedAt: channel.updatedAt };
  if (channel.channel === NotificationChannel.WebHook) {
    const webHookUrl = String(settings.WebHookUrl ?? "");
    return {
      ...base,
      kind: "webhook",
      webHookUrl,
      retryCount: Number(settings.RetryCount),
      exponentialBackoffFactor: Number(settings.ExponentialBackoffFactor),
      isStudioReceiver: webHookUrl === receiverUrl(),
    };
  }
  return {
    ...base,
    kind: "queue",
    url: String(settings.Url ?? ""),
    username: (settings.Username as string | null) ?? null,
    queueName: String(settings.QueueName ?? ""),
    hasPassword: Boolean(settings.Password),
    isStudioReceiver: false,
  };
}
