import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/notifications";
import { AppError } from "@/lib/errors";
import type { DeliveryAttempt } from "@/lib/schemas/notifications";
import { findChannel } from "./channels";
import { SAMPLE_PNG, testEvent } from "./messages";
import { sendThroughChannel } from "./send";

/** Notification/Test: a sample ImageGenerationTaskCompleted through one channel, by the normal delivery path. */
export async function sendTestNotification(db: Database, applicationId: string, configurationId: string) {
  const channel = await findChannel(db, applicationId, configurationId);
  if (!channel.isActive) {
    throw AppError.validation("configurationId", "The configuration is inactive; activate it to send a test notification.");
  }
  return { deliveryId: await sendThroughChannel(db, channel, testEvent(), { imagePng: SAMPLE_PNG }) };
}

/** Notification/Deliveries: the channel's attempts, newest first. */
export async function listDeliveries(db: Database, applicationId: string, configurationId: string, page = { limit: 100, offset: 0 }): Promise<DeliveryAttempt[]> {
  await findChannel(db, applicationId, configurationId);
  const rows = await queries.listDeliveryAttempts(db, applicationId, configurationId, page);
  return rows.map((row) => ({ ...row, attemptedAt: row.attemptedAt.toISOString() }));
}
