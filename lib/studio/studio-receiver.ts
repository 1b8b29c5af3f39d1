import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { STUDIO_RECEIVER_PATH } from "@/lib/outbound/own-receiver";
import { serviceBaseUrl } from "./service";
import { seal, unseal } from "./workspace";

/**
 * The studio's own webhook receiver: the one-click channel points the service at it, so a
 * workspace can generate with nothing outside the app. It accepts only messages signed with the
 * secret of a channel the studio created (kept sealed in DATA_DIR) and records the latest ones.
 */
const MAX_RECORDED = 200;
const TOLERANCE_S = 5 * 60;

export interface ReceivedMessage {
  receivedAt: string;
  webhookId: string;
  configurationId: string;
  messageType: string;
  processId: string | null;
  taskId: string | null;
}

interface StoredChannel {
  configurationId: string;
  secretCiphertext: string;
}

const holder = globalThis as typeof globalThis & { __adcraftReceived?: ReceivedMessage[] };
const received = () => (holder.__adcraftReceived ??= []);
const storePath = () => path.join(getEnv().DATA_DIR, "studio-receiver.json");

function readChannels(): StoredChannel[] {
  try {
    return (JSON.parse(readFileSync(storePath(), "utf8")) as { channels: StoredChannel[] }).channels;
  } catch {
    return [];
  }
}

export function knowsChannel(configurationId: string): boolean {
  return readChannels().some((c) => c.configurationId === configurationId);
}

export function rememberChannel(configurationId: string, signingSecret: string) {
  const channels = readChannels().filter((c) => c.configurationId !== configurationId);
  channels.push({ configurationId, secretCiphertext: seal(`receiver:${configurationId}`, signingSecret) });
  mkdirSync(path.dirname(storePath()), { recursive: true });
  writeFileSync(storePath(), JSON.stringify({ channels }), { mode: 0o600 });
}

/**
 * Where the service can reach this studio: PUBLIC_URL (the address people and proxies use), else
 * this server's own address when the service runs in the same process; with a remote service
 * (BACKEND_URL) and no PUBLIC_URL there is no address the service could reach.
 */
export function receiverUrl(): string | null {
  const env = getEnv();
  if (env.PUBLIC_URL) return `${env.PUBLIC_URL.replace(/\/$/, "")}${STUDIO_RECEIVER_PATH}`;
  if (env.BACKEND_URL) return null;
  return `${serviceBaseUrl()}${STUDIO_RECEIVER_PATH}`;
}

function signatureMatches(secret: string, id: string, timestamp: string, body: string, header: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = Buffer.from(createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64"));
  return header.split(" ").some((part) => {
    const [version, value] = part.split(",");
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Checks the Standard Webhooks signature against the studio's channels; records the message when one matches. */
export function receive(headers: Headers, body: string): ReceivedMessage | null {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signature = headers.get("webhook-signature");
  if (!id || !timestamp || !signature) return null;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_S) return null;
  const channel = readChannels().find((c) => {
    try {
      return signatureMatches(unseal(`receiver:${c.configurationId}`, c.secretCiphertext), id, timestamp, body, signature);
    } catch {
      return false;
    }
  });
  if (!channel) return null;
  let message: { MessageType?: string; ImageRenderProcessId?: string; TaskId?: string | null } = {};
  try {
    message = JSON.parse(body) as typeof message;
  } catch {
    // a signed body that is not JSON is still recorded as received
  }
  const record: ReceivedMessage = {
    receivedAt: new Date().toISOString(),
    webhookId: id,
    configurationId: channel.configurationId,
    messageType: message.MessageType ?? "unknown",
    processId: message.ImageRenderProcessId ?? null,
    taskId: message.TaskId ?? null,
  };
  const list = received();
  // Retries of one delivery carry the same webhook-id: record it once.
  if (!list.some((m) => m.webhookId === id)) list.unshift(record);
  list.length = Math.min(list.length, MAX_RECORDED);
  return record;
}

export function receivedMessages(): ReceivedMessage[] {
  return received().slice();
}
