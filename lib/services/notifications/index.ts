import "server-only";

/**
 * Notification channels and delivery. Other domains send events through `sendNotification` only;
 * AdCreative calls `requireActiveChannel` first (AppError NoActiveChannel).
 */
export { queueToChannels, sendNotification, type SendOptions } from "./send";
export type { NotificationEvent } from "./messages";
export {
  listChannels,
  listActiveChannels,
  getChannel,
  deleteChannel,
  createMessageQueueChannel,
  updateMessageQueueChannel,
  createWebHookChannel,
  updateWebHookChannel,
  noActiveChannelError,
  requireActiveChannel,
} from "./channels";
export { sendTestNotification, listDeliveries } from "./deliveries";
export { hubEventStream } from "./hub-stream";
export { hubListening } from "./hub";
