import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { apiKeys, apiUsage, imageProcesses, imageTasks, productAssets, reviewItems, reviewVersions, type TaskVariant } from "../schema";

export type ImageProcessRow = typeof imageProcesses.$inferSelect;
export type ImageTaskRow = typeof imageTasks.$inferSelect;
export type NewImageProcess = typeof imageProcesses.$inferInsert;
export type NewImageTask = typeof imageTasks.$inferInsert;

const COMPLETED = 5;
const FAILED = 6;

/** A process and its tasks, written together: a client never sees a process without its six tasks. */
export async function insertProcessWithTasks(db: Database, process: NewImageProcess, tasks: NewImageTask[]) {
  await db.transaction(async (tx) => {
    await tx.insert(imageProcesses).values(process);
    await tx.insert(imageTasks).values(tasks);
  });
}

export interface ProcessWithTasks {
  process: ImageProcessRow;
  tasks: ImageTaskRow[];
}

/** Each process with the tasks it shows: a task a redo replaced is the review board's, not the photoshoot's. */
async function withTasks(db: Database, processes: ImageProcessRow[]): Promise<ProcessWithTasks[]> {
  if (!processes.length) return [];
  const tasks = await db
    .select()
    .from(imageTasks)
    .where(
      and(
        inArray(
          imageTasks.processId,
          processes.map((p) => p.id),
        ),
        isNull(imageTasks.replacedAt),
      ),
    )
    .orderBy(asc(imageTasks.position));
  return processes.map((process) => ({ process, tasks: tasks.filter((t) => t.processId === process.id) }));
}

/** The process when it belongs to the application (and, when given, to the user); else undefined. */
export async function findOwnedProcess(db: Database, owner: { applicationId: string; processId: string; userId?: string }) {
  const conditions = [eq(imageProcesses.id, owner.processId), eq(imageProcesses.applicationId, owner.applicationId)];
  if (owner.userId) conditions.push(eq(imageProcesses.userId, owner.userId));
  const rows = await db.select().from(imageProcesses).where(and(...conditions));
  return (await withTasks(db, rows))[0];
}

/** The application's processes, newest first. */
export async function listProcesses(db: Database, page: { applicationId: string; limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(imageProcesses)
    .where(eq(imageProcesses.applicationId, page.applicationId))
    .orderBy(desc(imageProcesses.createdAt), desc(imageProcesses.id))
    .limit(page.limit)
    .offset(page.offset);
  return withTasks(db, rows);
}

/** Everything a render needs: the task, its process and the product asset. */
export async function findTaskForRender(db: Database, taskId: string) {
  const [row] = await db
    .select({ task: imageTasks, process: imageProcesses, asset: productAssets })
    .from(imageTasks)
    .innerJoin(imageProcesses, eq(imageProcesses.id, imageTasks.processId))
    .innerJoin(productAssets, eq(productAssets.id, imageProcesses.assetId))
    .where(eq(imageTasks.id, taskId));
  return row;
}

/**
 * Moves a task forward: its state and progress never go back (a retry after a crash finds the
 * task further along than where it starts again). Final tasks are not touched.
 */
export async function advanceTask(db: Database, taskId: string, state: number, progress: number, options: { countAttempt?: boolean } = {}) {
  await db
    .update(imageTasks)
    .set({
      renderState: sql`greatest(${imageTasks.renderState}, ${state})`,
      progress: sql`greatest(${imageTasks.progress}, ${progress})`,
      ...(options.countAttempt ? { attempts: sql`${imageTasks.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(imageTasks.id, taskId), lt(imageTasks.renderState, COMPLETED)));
}

export async function completeTask(db: Database, taskId: string, variants: TaskVariant[]) {
  await db
    .update(imageTasks)
    .set({ renderState: COMPLETED, progress: 100, variants, errorMessage: null, updatedAt: new Date() })
    .where(and(eq(imageTasks.id, taskId), lt(imageTasks.renderState, COMPLETED)));
}

/**
 * Fails a task for good and gives its credit back (AdCreative costs one a task, a redo one), in one statement:
 * the refund happens exactly when the task turns failed, so a retried or concurrent call cannot
 * refund twice, and a task that completed meanwhile is neither failed nor refunded. The ledger row
 * keeps the call with the credits it finally cost: a redo's own row, else the photoshoot's. Returns
 * the key that got the credit back, if any.
 */
export async function failTask(db: Database, taskId: string, errorMessage: string): Promise<{ refundedKeyId?: string }> {
  const result = await db.execute(sql`
    with failed as (
      update ${imageTasks} set render_state = ${FAILED}, error_message = ${errorMessage}, updated_at = now()
      where id = ${taskId} and render_state < ${COMPLETED}
      returning process_id, charge_usage_id
    ), charge as (
      update ${apiUsage} set credits = ${apiUsage.credits} - 1
      from ${imageProcesses}, failed
      where ${imageProcesses.id} = failed.process_id and ${apiUsage.id} = coalesce(failed.charge_usage_id, ${imageProcesses.chargeUsageId}) and ${apiUsage.credits} > 0
      returning ${apiUsage.apiKeyId} as api_key_id
    )
    update ${apiKeys} set credits = ${apiKeys.credits} + 1 from charge where ${apiKeys.id} = charge.api_key_id
    returning ${apiKeys.id} as id`);
  return { refundedKeyId: (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id };
}

/** Marks the task's TaskCompleted message sent: true for exactly one caller. */
export async function markTaskNotified(db: Database, taskId: string): Promise<boolean> {
  const rows = await db
    .update(imageTasks)
    .set({ notifiedAt: new Date() })
    .where(and(eq(imageTasks.id, taskId), isNull(imageTasks.notifiedAt)))
    .returning({ id: imageTasks.id });
  return rows.length === 1;
}

/** Touches the process so its `updatedAt` follows its tasks. */
export async function touchProcess(db: Database, processId: string) {
  await db.update(imageProcesses).set({ updatedAt: new Date() }).where(eq(imageProcesses.id, processId));
}

/**
 * Claims the process's Progress message: true for exactly one caller, once every task is final.
 * The check and the claim are one statement, so two workers finishing the last two tasks at once
 * cannot both send it, nor both miss it.
 */
export async function claimProgressNotification(db: Database, processId: string): Promise<boolean> {
  const rows = await db
    .update(imageProcesses)
    .set({ progressNotifiedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(imageProcesses.id, processId),
        isNull(imageProcesses.progressNotifiedAt),
        sql`not exists (select 1 from ${imageTasks} where ${imageTasks.processId} = ${processId} and ${imageTasks.renderState} < ${COMPLETED})`,
      ),
    )
    .returning({ id: imageProcesses.id });
  return rows.length === 1;
}

/** Tasks that are not final, oldest first: a starting worker queues them again (a no-op for those still queued). */
export async function listUnfinishedTaskIds(db: Database) {
  const rows = await db.select({ id: imageTasks.id }).from(imageTasks).where(lt(imageTasks.renderState, COMPLETED)).orderBy(asc(imageTasks.updatedAt));
  return rows.map((r) => r.id);
}

/** The task of a process of the application, whatever its state. */
export async function findOwnedTask(db: Database, owner: { applicationId: string; processId: string; taskId: string }) {
  const [row] = await db
    .select({ task: imageTasks })
    .from(imageTasks)
    .innerJoin(imageProcesses, eq(imageProcesses.id, imageTasks.processId))
    .where(and(eq(imageTasks.id, owner.taskId), eq(imageTasks.processId, owner.processId), eq(imageProcesses.applicationId, owner.applicationId)));
  return row?.task;
}

/** How many takes of a photoshoot's slot redos replaced: the take number of the slot's current task. */
export async function countReplacedTakes(db: Database, processId: string, position: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(imageTasks)
    .where(and(eq(imageTasks.processId, processId), eq(imageTasks.position, position), isNotNull(imageTasks.replacedAt)));
  return row?.n ?? 0;
}

export async function findTask(db: Database, taskId: string) {
  const [row] = await db.select().from(imageTasks).where(eq(imageTasks.id, taskId));
  return row;
}

export type ProcessDeletion = { deleted: true; tasks: number } | { deleted: false; reason: "missing" | "unfinished" | "in-review" };

/**
 * Deletes a finished process and its tasks (one transaction, the process row locked first so a
 * resumed render cannot start meanwhile). Not while a task still renders (its job would write
 * files for a process that is gone), not once a creative was submitted for review (its version
 * would vanish under the reviewers); unsubmitted drafts go with it.
 */
export async function deleteFinishedProcess(db: Database, owner: { applicationId: string; processId: string }): Promise<ProcessDeletion> {
  return db.transaction(async (tx) => {
    const [process] = await tx
      .select({ id: imageProcesses.id })
      .from(imageProcesses)
      .where(and(eq(imageProcesses.id, owner.processId), eq(imageProcesses.applicationId, owner.applicationId)))
      .for("update");
    if (!process) return { deleted: false, reason: "missing" } as const;
    const tasks = await tx.select({ id: imageTasks.id, renderState: imageTasks.renderState }).from(imageTasks).where(eq(imageTasks.processId, process.id));
    if (tasks.some((t) => t.renderState < COMPLETED)) return { deleted: false, reason: "unfinished" } as const;
    const taskIds = tasks.map((t) => t.id);
    const versions = taskIds.length
      ? await tx.select({ itemId: reviewVersions.itemId, submittedAt: reviewVersions.submittedAt }).from(reviewVersions).where(inArray(reviewVersions.imageTaskId, taskIds))
      : [];
    if (versions.some((v) => v.submittedAt)) return { deleted: false, reason: "in-review" } as const;
    const shown = (await tx.select({ id: imageTasks.id }).from(imageTasks).where(and(eq(imageTasks.processId, process.id), isNull(imageTasks.replacedAt)))).length;
    // The tasks' draft versions go with them (cascade); a review item left with no version goes too.
    await tx.delete(imageProcesses).where(eq(imageProcesses.id, process.id));
    const itemIds = [...new Set(versions.map((v) => v.itemId))];
    if (itemIds.length) {
      await tx
        .delete(reviewItems)
        .where(and(inArray(reviewItems.id, itemIds), sql`not exists (select 1 from review_versions v where v.item_id = ${reviewItems.id})`));
    }
    // The count is of the creatives the photoshoot showed; scenes a redo replaced go with them.
    return { deleted: true, tasks: shown } as const;
  });
}

/** A task of the application with its process, found by the task's id alone (edits name only the task). */
export async function findOwnedTaskWithProcess(db: Database, applicationId: string, taskId: string) {
  const [row] = await db
    .select({ task: imageTasks, process: imageProcesses })
    .from(imageTasks)
    .innerJoin(imageProcesses, eq(imageProcesses.id, imageTasks.processId))
    .where(and(eq(imageTasks.id, taskId), eq(imageProcesses.applicationId, applicationId)));
  return row;
}

/**
 * A task row as it starts: queued, nothing rendered, tried or reported yet. AdCreative, finished
 * ads and a redo of one scene write their tasks from it (1 is RenderState.Queued, which lib/db does
 * not import).
 */
export function newTask(fields: Pick<ImageTaskRow, "processId" | "position" | "promptObject" | "width" | "height"> & Partial<Pick<ImageTaskRow, "adSpec" | "chargeUsageId">>, now: Date): ImageTaskRow {
  return { id: randomUUID(), renderState: 1, progress: 0, variants: null, adSpec: null, errorMessage: null, attempts: 0, notifiedAt: null, chargeUsageId: null, replacedAt: null, updatedAt: now, ...fields };
}
