import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { adTextProcesses, adTexts } from "../schema";

export type AdTextProcessRow = typeof adTextProcesses.$inferSelect;
export type AdTextRow = typeof adTexts.$inferSelect;
export type NewAdTextProcess = typeof adTextProcesses.$inferInsert;
export type NewAdText = Omit<typeof adTexts.$inferInsert, "processId">;

export async function insertProcess(db: Database, process: NewAdTextProcess) {
  const [row] = await db.insert(adTextProcesses).values(process).returning();
  return row!;
}

/** A new process's texts, in one statement. */
export async function insertTexts(db: Database, processId: number, texts: NewAdText[]) {
  if (!texts.length) return [];
  return db
    .insert(adTexts)
    .values(texts.map((t) => ({ ...t, processId })))
    .returning();
}

/** A process of this application and user, or undefined (another tenant's id reads as unknown). */
export async function findOwnedProcess(db: Database, id: number, applicationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(adTextProcesses)
    .where(and(eq(adTextProcesses.id, id), eq(adTextProcesses.applicationId, applicationId), eq(adTextProcesses.userId, userId)));
  return row;
}

/** Replaces the process's fields and its unfavorited texts; favorites stay as they are. */
export async function replaceProcessTexts(db: Database, id: number, fields: Partial<NewAdTextProcess>, newTexts: NewAdText[]) {
  return db.transaction(async (tx) => {
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

/** Processes newest first, with their texts; scoped to the application and optionally a user. */
export async function listProcesses(db: Database, scope: { applicationId: string; userId?: string; processId?: number }) {
  const conditions = [eq(adTextProcesses.applicationId, scope.applicationId)];
  if (scope.userId) conditions.push(eq(adTextProcesses.userId, scope.userId));
  if (scope.processId !== undefined) conditions.push(eq(adTextProcesses.id, scope.processId));
  const processes = await db
    .select()
    .from(adTextProcesses)
    .where(and(...conditions))
    .orderBy(desc(adTextProcesses.createdAt), desc(adTextProcesses.id));
  if (!processes.length) return [];
  const texts = await db
    .select()
    .from(adTexts)
    .where(inArray(adTexts.processId, processes.map((p) => p.id)))
    .orderBy(asc(adTexts.id));
  return processes.map((process) => ({ process, texts: texts.filter((t) => t.processId === process.id) }));
}

export async function findOwnedText(db: Database, id: number, applicationId: string) {
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
