import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../raw";
import { adTextProcesses, adTexts, apiUsage } from "../schema";
import { chargeOnWriteCtes, keepCharge, type Charge, type ChargeOnWrite } from "./charges";

export type AdTextProcessRow = typeof adTextProcesses.$inferSelect;
export type AdTextRow = typeof adTexts.$inferSelect;
export type NewAdTextProcess = typeof adTextProcesses.$inferInsert;
export type NewAdText = Omit<typeof adTexts.$inferInsert, "processId">;

/**
 * A new process and its texts in one statement: generation runs on every POST, and on PGlite one
 * statement costs a third of the three ORM statements it replaces (docs/benchmarks.md). With a
 * reserved charge, the same statement keeps it (charges.ts) and writes nothing when it was refunded
 * meanwhile; with a charge on write, the same statement takes the credits and writes nothing when
 * the balance is short (its `creditsLeft` set otherwise). Undefined when nothing was written: the
 * process exists if and only if its credits are kept.
 */
export async function insertProcessWithTexts(db: Database, fields: NewAdTextProcess, texts: NewAdText[], charge?: Pick<Charge, "usageId"> | ChargeOnWrite) {
  const ctes =
    charge === undefined
      ? sql`charged as (select null::integer as credits), kept as (select 1)`
      : "usageId" in charge
        ? sql`charged as (select null::integer as credits), kept as (update ${apiUsage} set reserved_by = null where id = ${charge.usageId} returning id)`
        : chargeOnWriteCtes(charge);
  const rows = await queryRows<{ processId: number; processCreatedAt: Date; processUpdatedAt: Date; id: number | null; createdAt: Date | null; updatedAt: Date | null; creditsLeft: number | null }>(
    db,
    sql`with ${ctes}, process as (
      insert into ${adTextProcesses} (application_id, user_id, type, product_name, product_description, process_name, website_url,
        cta, tone, output_language, target_audience, emoji_selection, custom_request)
      select ${fields.applicationId}::uuid, ${fields.userId}::uuid, ${fields.type}::integer, ${fields.productName}::text, ${fields.productDescription}::text,
        ${fields.processName}::text, ${fields.websiteUrl ?? null}::text, ${fields.cta ?? null}::text, ${fields.tone ?? null}::text, ${fields.outputLanguage}::text,
        ${fields.targetAudience ?? null}::text, ${fields.emojiSelection}::integer, ${fields.customRequest ?? null}::text
      from kept
      returning id, created_at, updated_at
    ), texts as (
      insert into ${adTexts} (process_id, value, conversion_score, score_features, type)
      select process.id, t.value, t.conversion_score, t.score_features, t.type
      from process, jsonb_to_recordset(${JSON.stringify(texts.map(toTextRecord))}::jsonb)
        as t(position integer, value text, conversion_score integer, score_features jsonb, type integer)
      order by t.position
      returning id, created_at, updated_at
    )
    select process.id as "processId", process.created_at as "processCreatedAt", process.updated_at as "processUpdatedAt",
      texts.id, texts.created_at as "createdAt", texts.updated_at as "updatedAt", charged.credits as "creditsLeft"
    from process cross join charged left join texts on true
    order by texts.id`,
  );
  const [first] = rows;
  if (!first) return undefined;
  if (charge && !("usageId" in charge)) charge.creditsLeft = first.creditsLeft!;
  const process = { id: first.processId, createdAt: first.processCreatedAt, updatedAt: first.processUpdatedAt };
  // The statement returns ids and timestamps; everything else is what was sent.
  const created = rows.filter((row) => row.id !== null);
  return {
    process,
    texts: texts.map((text, i): AdTextRow => {
      const row = created[i]!;
      return { ...text, favorited: false, processId: process.id, id: row.id!, createdAt: row.createdAt!, updatedAt: row.updatedAt! };
    }),
  };
}

// The position keeps the texts' ids in the order the model wrote them.
const toTextRecord = (text: NewAdText, position: number) => ({ position, value: text.value, conversion_score: text.conversionScore, score_features: text.scoreFeatures, type: text.type });

/** A process of this application and user, or undefined (another tenant's id reads as unknown). */
export async function findOwnedProcess(db: Database, { id, applicationId, userId }: { id: number; applicationId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(adTextProcesses)
    .where(and(eq(adTextProcesses.id, id), eq(adTextProcesses.applicationId, applicationId), eq(adTextProcesses.userId, userId)));
  return row;
}

/** Replaces the process's fields and its unfavorited texts; favorites stay as they are. */
export async function replaceProcessTexts(db: Database, id: number, fields: Partial<NewAdTextProcess>, newTexts: NewAdText[], charge?: Pick<Charge, "usageId">) {
  return db.transaction(async (tx) => {
    // The credits are kept with the new texts, or the texts are not written (charges.ts).
    if (charge && !(await keepCharge(tx as Database, charge))) return undefined;
    const [process] = await tx.update(adTextProcesses).set({ ...fields, updatedAt: new Date() }).where(eq(adTextProcesses.id, id)).returning();
    await tx.delete(adTexts).where(and(eq(adTexts.processId, id), eq(adTexts.favorited, false)));
    if (newTexts.length) await tx.insert(adTexts).values(newTexts.map((t) => ({ ...t, processId: id })));
    const texts = await tx.select().from(adTexts).where(eq(adTexts.processId, id)).orderBy(asc(adTexts.id));
    return { process: process!, texts };
  });
}

export async function listTexts(db: Database, processId: number) {
  return db.select().from(adTexts).where(eq(adTexts.processId, processId)).orderBy(asc(adTexts.id));
}

export interface ProcessScope {
  applicationId: string;
  userId?: string;
  processId?: number;
}

/** A page of a list: at most `limit` rows after skipping `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

function scopeConditions(scope: ProcessScope) {
  const conditions = [eq(adTextProcesses.applicationId, scope.applicationId)];
  if (scope.userId) conditions.push(eq(adTextProcesses.userId, scope.userId));
  if (scope.processId !== undefined) conditions.push(eq(adTextProcesses.id, scope.processId));
  return and(...conditions);
}

export async function countProcesses(db: Database, scope: ProcessScope) {
  const [row] = await db.select({ total: count() }).from(adTextProcesses).where(scopeConditions(scope));
  return row?.total ?? 0;
}

/** Processes newest first, with their texts; scoped to the application and optionally a user; one page when given. */
export async function listProcesses(db: Database, scope: ProcessScope, page?: Page) {
  const ordered = db
    .select()
    .from(adTextProcesses)
    .where(scopeConditions(scope))
    .orderBy(desc(adTextProcesses.createdAt), desc(adTextProcesses.id));
  const processes = page ? await ordered.limit(page.limit).offset(page.offset) : await ordered;
  if (!processes.length) return [];
  const texts = await db
    .select()
    .from(adTexts)
    .where(inArray(adTexts.processId, processes.map((p) => p.id)))
    .orderBy(asc(adTexts.id));
  return processes.map((process) => ({ process, texts: texts.filter((t) => t.processId === process.id) }));
}

export async function findOwnedText(db: Database, { id, applicationId }: { id: number; applicationId: string }) {
  const [row] = await db
    .select({ text: adTexts })
    .from(adTexts)
    .innerJoin(adTextProcesses, eq(adTexts.processId, adTextProcesses.id))
    .where(and(eq(adTexts.id, id), eq(adTextProcesses.applicationId, applicationId)));
  return row?.text;
}

export async function setFavorited(db: Database, id: number, favorited: boolean) {
  const [row] = await db.update(adTexts).set({ favorited, updatedAt: new Date() }).where(eq(adTexts.id, id)).returning();
  return row!;
}


export async function deleteProcess(db: Database, id: number) {
  await db.delete(adTextProcesses).where(eq(adTextProcesses.id, id));
}
