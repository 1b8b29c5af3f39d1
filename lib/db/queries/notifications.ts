import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { notificationChannelConfigurations as configurations, notificationDeliveries as deliveries, notificationDeliveryAttempts as attempts } from "../schema";

export type ChannelConfigurationRow = typeof configurations.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryStatus = DeliveryRow["status"];

export async function insertChannelConfiguration(db: Database, values: typeof configurations.$inferInsert) {
  const [row] = await db.insert(configurations).values(values).returning();
  return row!;
}

export function listChannelConfigurations(db: Database, applicationId: string, options: { activeOnly?: boolean } = {}) {
  const where = options.activeOnly
    ? and(eq(configurations.applicationId, applicationId), eq(configurations.isActive, true))
    : eq(configurations.applicationId, applicationId);
  return db.select().from(configurations).where(where).orderBy(asc(configurations.createdAt), asc(configurations.id));
}

/** A configuration named within its application: another application's id finds nothing. */
export interface ConfigurationKey {
  applicationId: string;
  id: string;
}

/** Scoped by application: another application's id finds nothing. */
export async function findChannelConfiguration(db: Database, { applicationId, id }: ConfigurationKey) {
  const [row] = await db
    .select()
    .from(configurations)
    .where(and(eq(configurations.applicationId, applicationId), eq(configurations.id, id)));
  return row;
}

export async function updateChannelConfiguration(
  db: Database,
  { applicationId, id }: ConfigurationKey,
  values: Pick<Partial<ChannelConfigurationRow>, "settings" | "secretCiphertext" | "isActive" | "includeImageData">,
) {
  const [row] = await db
    .update(configurations)
    // At least 1 ms later than before, so a PUT always moves updatedAt even within one millisecond.
    .set({ ...values, updatedAt: sql`greatest(now(), ${configurations.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(configurations.applicationId, applicationId), eq(configurations.id, id)))
    .returning();
  return row;
}

export async function deleteChannelConfiguration(db: Database, { applicationId, id }: ConfigurationKey) {
  const rows = await db
    .delete(configurations)
    .where(and(eq(configurations.applicationId, applicationId), eq(configurations.id, id)))
    .returning({ id: configurations.id });
  return rows.length > 0;
}

export async function insertDeliveries(db: Database, values: (typeof deliveries.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(deliveries).values(values).returning();
}

/** The delivery with its channel configuration (null once the configuration is deleted). */
export async function findDeliveryWithChannel(db: Database, id: string) {
  const [row] = await db
    .select({ delivery: deliveries, configuration: configurations })
    .from(deliveries)
    .leftJoin(configurations, eq(configurations.id, deliveries.configurationId))
    .where(eq(deliveries.id, id));
  return row;
}

export interface AttemptRecord {
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  succeeded: boolean;
}

/**
 * Records one attempt and the delivery's next state together; false when the delivery is gone
 * (its configuration was deleted while the attempt ran).
 */
export async function recordAttempt(
  db: Database,
  deliveryId: string,
  attempt: AttemptRecord,
  next: { status: DeliveryStatus; nextAttemptAt: Date | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(deliveries)
      .set({ status: next.status, attempts: attempt.attempt, nextAttemptAt: next.nextAttemptAt, updatedAt: new Date() })
      .where(eq(deliveries.id, deliveryId))
      .returning({ id: deliveries.id });
    if (!updated.length) return false;
    await tx.insert(attempts).values({ deliveryId, ...attempt });
    return true;
  });
}

/** Ends a delivery without an attempt (its channel was deactivated or deleted). */
export async function finishDelivery(db: Database, deliveryId: string, status: DeliveryStatus) {
  await db
    .update(deliveries)
    .set({ status, nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, "pending")));
}

export function listDeliveryAttempts(db: Database, applicationId: string, configurationId: string, page: { limit: number; offset: number }) {
  return db
    .select({
      deliveryId: deliveries.id,
      configurationId: deliveries.configurationId,
      messageType: deliveries.messageType,
      deliveryStatus: deliveries.status,
      attempt: attempts.attempt,
      attemptedAt: attempts.attemptedAt,
      statusCode: attempts.statusCode,
      latencyMs: attempts.latencyMs,
      succeeded: attempts.succeeded,
      error: attempts.error,
    })
    .from(attempts)
    .innerJoin(deliveries, eq(deliveries.id, attempts.deliveryId))
    .where(and(eq(deliveries.applicationId, applicationId), eq(deliveries.configurationId, configurationId)))
    .orderBy(desc(attempts.attemptedAt), desc(attempts.attempt))
    .limit(page.limit)
    .offset(page.offset);
}

/** Deliveries not yet final: each one's next attempt must have a job (the start-up sweep checks). */
export function listPendingDeliveries(db: Database) {
  return db
    .select({ id: deliveries.id, attempts: deliveries.attempts, nextAttemptAt: deliveries.nextAttemptAt })
    .from(deliveries)
    .where(eq(deliveries.status, "pending"));
}
