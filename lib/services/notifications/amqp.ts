import "server-only";
import amqp, { type ChannelModel, type ConfirmChannel, type Options } from "amqplib";
import type { LookupFunction } from "node:net";
import { checkOutboundUrl } from "@/lib/outbound";
import { bareHost } from "@/lib/outbound/address";
import { ROUTING_KEYS } from "./messages";

/**
 * MessageQueue delivery (decisions, public): AMQP 0-9-1, topic exchange
 * `image-render.notifications`, the channel's durable queue bound to every routing key (the two of image tasks, ours of review events),
 * persistent messages confirmed by the broker. One connection per broker (URL + credentials) is
 * kept and reused; when the broker closes it (restart, network loss) it is dropped and the next
 * publish connects again, while the delivery's own retries cover the time the broker is away.
 */
export const EXCHANGE = "image-render.notifications";
const BINDINGS = Object.values(ROUTING_KEYS);
export const AMQP_PROTOCOLS = ["amqp:", "amqps:"];
const PUBLISH_TIMEOUT_MS = 10_000;

export interface BrokerSettings {
  url: string;
  username: string | null;
  password: string | null;
}

export interface QueueMessage {
  queueName: string;
  routingKey: string;
  body: string;
  messageId: string;
  type: string;
}

interface Broker {
  connection: ChannelModel;
  channel?: Promise<ConfirmChannel>;
  /** Queues whose declaration and bindings this channel has made. */
  declared: Set<string>;
  /** Message ids the broker returned as unroutable (mandatory publish). */
  returned: Set<string>;
}

const holder = globalThis as typeof globalThis & { __adcraftBrokers?: Map<string, Promise<Broker>> };
const brokers = (): Map<string, Promise<Broker>> => (holder.__adcraftBrokers ??= new Map());

/** Connection options from the channel's URL; the username/password fields win over the URL's. */
export function connectOptions(settings: BrokerSettings): Options.Connect {
  const url = new URL(settings.url);
  const secure = url.protocol === "amqps:";
  return {
    protocol: secure ? "amqps" : "amqp",
    hostname: bareHost(url.hostname),
    port: url.port ? Number(url.port) : secure ? 5671 : 5672,
    username: settings.username ?? (decodeURIComponent(url.username) || "guest"),
    password: settings.password ?? (decodeURIComponent(url.password) || "guest"),
    vhost: decodeURIComponent(url.pathname.slice(1)) || "/",
    heartbeat: 15,
  };
}

async function connect(settings: BrokerSettings, key: string): Promise<Broker> {
  // The broker's host passes the same outbound guard as webhooks, and the socket is pinned to it.
  const target = await checkOutboundUrl(settings.url, { protocols: AMQP_PROTOCOLS });
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const connection = await amqp.connect(connectOptions(settings), {
    timeout: PUBLISH_TIMEOUT_MS,
    lookup,
    // Shown by the broker's tools, so an operator can tell this server's connection apart.
    clientProperties: { connection_name: `adcraft notifications (pid ${process.pid})` },
  });
  const broker: Broker = { connection, declared: new Set(), returned: new Set() };
  connection.on("error", () => undefined); // "close" follows and does the cleanup
  connection.on("close", () => {
    const entry = brokers().get(key);
    entry?.then((current) => current === broker && forget(key, entry), () => undefined);
  });
  return broker;
}

function forget(key: string, entry?: Promise<Broker>) {
  const current = brokers().get(key);
  if (current && (!entry || current === entry)) brokers().delete(key);
}

async function brokerFor(settings: BrokerSettings): Promise<{ broker: Broker; key: string }> {
  const key = JSON.stringify(connectOptions(settings));
  let entry = brokers().get(key);
  if (!entry) {
    entry = connect(settings, key);
    brokers().set(key, entry);
    entry.catch(() => forget(key, entry));
  }
  return { broker: await entry, key };
}

function confirmChannel(broker: Broker): Promise<ConfirmChannel> {
  broker.channel ??= broker.connection.createConfirmChannel().then(
    (channel) => {
      channel.on("error", () => undefined); // e.g. a queue declared elsewhere with other arguments
      channel.on("close", () => {
        broker.channel = undefined;
        broker.declared.clear();
      });
      channel.on("return", (message: { properties: { messageId?: string } }) => {
        if (message.properties.messageId) broker.returned.add(message.properties.messageId);
      });
      return channel;
    },
    (error) => {
      broker.channel = undefined;
      throw error;
    },
  );
  return broker.channel;
}

async function declare(channel: ConfirmChannel, broker: Broker, queueName: string) {
  if (broker.declared.has(queueName)) return;
  await channel.assertExchange(EXCHANGE, "topic", { durable: true });
  await channel.assertQueue(queueName, { durable: true });
  for (const key of BINDINGS) await channel.bindQueue(queueName, EXCHANGE, key);
  broker.declared.add(queueName);
}

async function publishConfirmed(settings: BrokerSettings, message: QueueMessage): Promise<void> {
  const { broker } = await brokerFor(settings);
  const channel = await confirmChannel(broker);
  await declare(channel, broker, message.queueName);
  await new Promise<void>((resolve, reject) => {
    channel.publish(
      EXCHANGE,
      message.routingKey,
      Buffer.from(message.body),
      { persistent: true, mandatory: true, contentType: "application/json", messageId: message.messageId, type: message.type, timestamp: Math.floor(Date.now() / 1000) },
      (error) => (error ? reject(new Error("the broker did not confirm the message (nack).")) : resolve()),
    );
  });
  // The broker sends basic.return before the ack of an unroutable message.
  if (broker.returned.delete(message.messageId)) {
    broker.declared.delete(message.queueName); // declare (and bind) again next time
    throw new Error(`the broker could not route the message to ${message.queueName}.`);
  }
}

/** Publishes and waits for the broker's confirm, at most 10 s; a stuck connection is dropped. */
export async function publishToQueue(settings: BrokerSettings, message: QueueMessage): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the broker did not confirm within ${PUBLISH_TIMEOUT_MS / 1000} s.`)), PUBLISH_TIMEOUT_MS);
  });
  try {
    await Promise.race([publishConfirmed(settings, message), timeout]);
  } catch (error) {
    if (error instanceof Error && /did not confirm within/.test(error.message)) await dropBroker(settings);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function dropBroker(settings: BrokerSettings) {
  const key = JSON.stringify(connectOptions(settings));
  const entry = brokers().get(key);
  forget(key);
  await entry?.then((broker) => broker.connection.close()).catch(() => undefined);
}

/** Closes every broker connection (shutdown, tests). */
export async function closeBrokers() {
  const entries = [...brokers().values()];
  brokers().clear();
  await Promise.all(entries.map((entry) => entry.then((broker) => broker.connection.close()).catch(() => undefined)));
}
