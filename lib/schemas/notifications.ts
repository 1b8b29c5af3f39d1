import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, int, pageFields, text, timestamp } from "./fields";

/** NotificationChannel (contract): the Hub needs no configuration. */
export const NotificationChannel = { WebHook: 0, Hub: 1, MessageQueue: 2 } as const;

const TAG = "Notification";
const URL_LIMIT = 2083;

const decimalText = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
function decimal() {
  return z.preprocess(
    (v) => (typeof v === "string" && decimalText.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ message: "must be a decimal number" }),
  );
}

function urlWithScheme(schemes: string[], message: string) {
  return text(URL_LIMIT).refine((value) => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  }, { message })
    .meta({ format: "uri", pattern: `^(${schemes.map((scheme) => scheme.slice(0, -1)).join("|")})://` });
}

/** RabbitMQ queue names: 1–255 UTF-8 bytes, no control characters, and `amq.` is the broker's. */
const queueName = () =>
  z
    .string()
    .refine((v) => v.trim().length > 0, { message: "must not be blank" })
    .refine((v) => new TextEncoder().encode(v).length <= 255, { message: "must be at most 255 bytes in UTF-8" })
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: "must not contain control characters" })
    .refine((v) => !v.startsWith("amq."), { message: "must not start with 'amq.' (reserved by the broker)" })
    .meta({ minLength: 1, maxLength: 255, pattern: "^(?!amq\\.)(?=.*\\S)[^\\u0000-\\u001f\\u007f]+$" });

const isActive = bool().optional().meta({ description: "Defaults to true on creation; unchanged when omitted from a PUT." });
const includeImageData = bool().optional().meta({ description: "Send the image as base64 PNG in ImageContentBytes. Defaults to false on creation." });

export const messageQueueBody = z
  .object({
    isActive,
    includeImageData,
    url: urlWithScheme(["amqp:", "amqps:"], "must be an amqp:// or amqps:// URL"),
    username: text(255).optional(),
    password: text(1024).optional().meta({ description: "Kept encrypted; unchanged when omitted from a PUT." }),
    queueName: queueName(),
  })
  .meta({ id: "MessageQueueChannelRequest" });

export const webHookBody = z
  .object({
    isActive,
    includeImageData,
    webHookUrl: urlWithScheme(["http:", "https:"], "must be an absolute http:// or https:// URL"),
    retryCount: int()
      .refine((v) => v >= 0 && v <= 10, { message: "must be between 0 and 10" })
      .optional()
      .meta({ description: "Retries after a failed attempt, 0 to 10. Defaults to 3.", minimum: 0, maximum: 10 }),
    exponentialBackoffFactor: decimal()
      .refine((v) => v >= 1 && v <= 10, { message: "must be between 1.0 and 10.0" })
      .optional()
      .meta({ description: "The n-th retry waits 1 s × factor^(n-1), capped at 1 h, ±10% jitter. 1.0 to 10.0; defaults to 2.0.", minimum: 1, maximum: 10 }),
  })
  .meta({ id: "WebHookChannelRequest" });

export type MessageQueueInput = z.infer<typeof messageQueueBody>;
export type WebHookInput = z.infer<typeof webHookBody>;

const applicationQuery = z.object({ applicationId: guid() });
const configurationQuery = z.object({ applicationId: guid(), configurationId: guid() });

const configurationFields = {
  id: guid(),
  applicationId: guid(),
  channel: z.number().int().meta({ description: "NotificationChannel: 0 WebHook, 2 MessageQueue." }),
  notificationChannelConfigurationJSON: z.string().meta({
    description:
      "JSON text. WebHook: WebHookUrl, RetryCount, ExponentialBackoffFactor (and SigningSecret, once, on creation). MessageQueue: Url, Username, Password, QueueName.",
  }),
  isActive: z.boolean(),
  includeImageData: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

export const channelConfigurationSchema = z.object(configurationFields).meta({ id: "NotificationChannelConfiguration" });

/** The get-style responses (15, 16, 17) add the nested summary object. */
export const channelConfigurationDetailSchema = z
  .object({
    ...configurationFields,
    notificationChannelConfiguration: z.object({ isActive: z.boolean(), includeImageData: z.boolean(), notificationChannel: z.number().int() }),
  })
  .meta({ id: "NotificationChannelConfigurationDetail" });

export type ChannelConfiguration = z.infer<typeof channelConfigurationSchema>;
export type ChannelConfigurationDetail = z.infer<typeof channelConfigurationDetailSchema>;

export const deliveryAttemptSchema = z
  .object({
    deliveryId: guid().meta({ description: "Also the webhook-id header and the AMQP message id; stable across retries." }),
    configurationId: guid(),
    messageType: z.string(),
    deliveryStatus: z.enum(["pending", "delivered", "failed", "cancelled"]),
    attempt: z.number().int().meta({ description: "1 for the first try, n + 1 for the n-th retry." }),
    attemptedAt: timestamp(),
    statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null for a queue or when no answer came." }),
    latencyMs: z.number().int(),
    succeeded: z.boolean(),
    error: z.string().nullable(),
  })
  .meta({ id: "NotificationDeliveryAttempt" });

export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** The message body (decisions, public): PascalCase, one shape for both kinds. */
export const notificationMessageSchema = z
  .object({
    MessageType: z.enum(["ImageGenerationTaskCompleted", "ImageGenerationProgress"]),
    ApplicationId: z.string(),
    UserId: z.string().nullable(),
    ImageRenderProcessId: z.string(),
    TaskId: z.string().nullable(),
    ImageContentBytes: z.string().nullable().meta({ description: "Base64 PNG when the channel has includeImageData, else null." }),
    IsSuccessful: z.boolean(),
    ErrorMessage: z.string().nullable(),
    Progress: z.number().int().optional().meta({ description: "ImageGenerationProgress only." }),
    TaskIds: z.array(z.string()).optional().meta({ description: "ImageGenerationProgress only." }),
  })
  .meta({ id: "NotificationMessage" });

export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/**
 * A review event as the application's channels receive it (ours): PascalCase like the image
 * messages, naming what happened and where, never who by e-mail nor what a comment says (a
 * receiver reads those through Review/Items with the application's own credentials).
 */
export const reviewEventMessageSchema = z
  .object({
    MessageType: z.literal("ReviewEvent"),
    ApplicationId: z.string(),
    EventType: z.enum(["Submitted", "Commented", "Decided"]),
    ReviewItemId: z.string(),
    ReviewItemKind: z.enum(["adText", "creative"]),
    ReviewItemTitle: z.string(),
    Version: z.number().int(),
    Decision: z.enum(["approved", "changesRequested", "rejected"]).nullable().meta({ description: "Decided only." }),
    TextId: z.number().int().nullable().meta({ description: "Decided on one text of an ad-text process only." }),
    CommentId: z.string().nullable().meta({ description: "Commented only." }),
    CommentVisibility: z.enum(["internal", "client"]).nullable().meta({ description: "Commented only." }),
    ActorKind: z.enum(["user", "client"]).meta({ description: "user: a member of the workspace; client: a visitor of a share link." }),
    OccurredAt: z.string(),
  })
  .strict()
  .meta({ id: "ReviewEventMessage" });

export type ReviewEventMessage = z.infer<typeof reviewEventMessageSchema>;
export type MessageType = NotificationMessage["MessageType"];

export const MAX_CHANNEL_PAGE = 500;

export const getAllChannelConfigurations = defineOperation({
  method: "GET",
  path: "/api/v1/Notification/ChannelConfiguration/All",
  summary: "All notification channel configurations of the application.",
  tag: TAG,
  auth: "token",
  // The contract promises all of them: without `limit` a client gets up to the maximum.
  query: applicationQuery.extend(pageFields({ max: MAX_CHANNEL_PAGE, defaultLimit: MAX_CHANNEL_PAGE, noun: "configurations" })),
  response: z.array(channelConfigurationDetailSchema),
});

export const getActiveChannelConfigurations = defineOperation({
  method: "GET",
  path: "/api/v1/Notification/ChannelConfiguration/Active",
  summary: "The active configurations; 404 (engine: Active, business: Active) when none is active.",
  tag: TAG,
  auth: "token",
  query: applicationQuery.extend(pageFields({ max: MAX_CHANNEL_PAGE, defaultLimit: MAX_CHANNEL_PAGE, noun: "configurations" })),
  errors: ["NoActiveChannel"],
  response: z.object({ $id: z.string(), $values: z.array(channelConfigurationDetailSchema) }).meta({ id: "ActiveChannelConfigurations" }),
});

export const getChannelConfiguration = defineOperation({
  method: "GET",
  path: "/api/v1/Notification/ChannelConfiguration",
  summary: "One notification channel configuration.",
  tag: TAG,
  auth: "token",
  query: configurationQuery,
  errors: ["NotFound"],
  response: channelConfigurationDetailSchema,
});

export const deleteChannelConfiguration = defineOperation({
  method: "DELETE",
  path: "/api/v1/Notification/ChannelConfiguration",
  summary: "Deletes a configuration; its pending deliveries stop. Answers true.",
  tag: TAG,
  auth: "token",
  query: configurationQuery,
  errors: ["NotFound"],
  response: z.literal(true),
});

export const createMessageQueueConfiguration = defineOperation({
  method: "POST",
  path: "/api/v1/Notification/ChannelConfiguration/MessageQueue",
  summary: "Creates a message-queue (RabbitMQ) channel.",
  tag: TAG,
  auth: "token",
  query: applicationQuery,
  body: messageQueueBody,
  bodyType: "multipart",
  response: channelConfigurationSchema,
});

export const updateMessageQueueConfiguration = defineOperation({
  method: "PUT",
  path: "/api/v1/Notification/ChannelConfiguration/MessageQueue",
  summary: "Updates a message-queue channel; updatedAt changes.",
  tag: TAG,
  auth: "token",
  query: configurationQuery,
  body: messageQueueBody,
  bodyType: "multipart",
  errors: ["NotFound"],
  response: channelConfigurationSchema,
});

export const createWebHookConfiguration = defineOperation({
  method: "POST",
  path: "/api/v1/Notification/ChannelConfiguration/WebHook",
  summary: "Creates a WebHook channel; the signing secret (whsec_…) is returned once, as SigningSecret in the configuration JSON.",
  tag: TAG,
  auth: "token",
  query: applicationQuery,
  body: webHookBody,
  bodyType: "multipart",
  response: channelConfigurationSchema,
});

export const updateWebHookConfiguration = defineOperation({
  method: "PUT",
  path: "/api/v1/Notification/ChannelConfiguration/WebHook",
  summary: "Updates a WebHook channel; updatedAt changes, the signing secret is kept.",
  tag: TAG,
  auth: "token",
  query: configurationQuery,
  body: webHookBody,
  bodyType: "multipart",
  errors: ["NotFound"],
  response: channelConfigurationSchema,
});

export const sendTestNotification = defineOperation({
  method: "POST",
  path: "/api/v1/Notification/Test",
  summary: "Sends a sample ImageGenerationTaskCompleted message through the channel by the normal delivery path (ours).",
  tag: TAG,
  auth: "token",
  query: configurationQuery,
  errors: ["NotFound"],
  response: z.object({ deliveryId: guid() }).meta({ id: "TestNotificationResult" }),
});

export const listDeliveries = defineOperation({
  method: "GET",
  path: "/api/v1/Notification/Deliveries",
  summary: "Delivery attempts of a channel, newest first (ours).",
  tag: TAG,
  auth: "token",
  query: configurationQuery.extend(pageFields({ max: 500, defaultLimit: 100, noun: "attempts" })),
  errors: ["NotFound"],
  response: z.array(deliveryAttemptSchema),
});

export const notificationHub = defineOperation({
  method: "GET",
  path: "/api/v1/Notification/Hub",
  summary:
    "Server-Sent Events: every notification message of the application as it is sent (ImageContentBytes always null), with a heartbeat comment every 15 s (ours).",
  tag: TAG,
  auth: "token",
  query: applicationQuery,
  response: z.string().meta({ description: "event name = MessageType, data = the message JSON." }),
  produces: ["text/event-stream"],
});

export const notificationOperations = [
  getAllChannelConfigurations,
  getActiveChannelConfigurations,
  getChannelConfiguration,
  deleteChannelConfiguration,
  createMessageQueueConfiguration,
  updateMessageQueueConfiguration,
  createWebHookConfiguration,
  updateWebHookConfiguration,
  sendTestNotification,
  listDeliveries,
  notificationHub,
];
