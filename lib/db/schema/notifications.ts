import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Settings that are not secret, stored as they are shown in notificationChannelConfigurationJSON. */
export type WebHookSettings = { WebHookUrl: string; RetryCount: number; ExponentialBackoffFactor: number };
export type MessageQueueSettings = { Url: string; Username: string | null; QueueName: string };

export const notificationChannelConfigurations = pgTable(
  "notification_channel_configurations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** NotificationChannel: 0 WebHook, 2 MessageQueue (the Hub needs no configuration). */
    channel: integer("channel").notNull(),
    settings: jsonb("settings").$type<WebHookSettings | MessageQueueSettings>().notNull(),
    /** The queue password or the webhook signing secret, AES-256-GCM encrypted; null when there is none. */
    secretCiphertext: text("secret_ciphertext"),
    isActive: boolean("is_active").notNull(),
    includeImageData: boolean("include_image_data").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("notification_channel_configurations_application_idx").on(t.applicationId)],
);

/** One message to one channel; its id is the stable `webhook-id` / AMQP message id across retries. */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => notificationChannelConfigurations.id, { onDelete: "cascade" }),
    messageType: text("message_type").notNull(),
    /** The exact JSON sent, kept as text so every attempt sends (and signs) the same bytes. */
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed", "cancelled"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("notification_deliveries_configuration_idx").on(t.configurationId, t.createdAt)],
);

export const notificationDeliveryAttempts = pgTable(
  "notification_delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    attemptedAt: at("attempted_at").notNull(),
    statusCode: integer("status_code"),
    latencyMs: integer("latency_ms").notNull(),
    error: text("error"),
    succeeded: boolean("succeeded").notNull(),
  },
  (t) => [index("notification_delivery_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
