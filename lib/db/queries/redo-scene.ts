import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { imageProcesses, imageTasks } from "../schema";
import { newTask, type ImageProcessRow, type ImageTaskRow } from "./image-generation";

const COMPLETED = 5;

export type SceneRedo =
  | { redone: true; process: ImageProcessRow; replaced: ImageTaskRow; task: ImageTaskRow }
  | { redone: false; reason: "missing" | "rendering" | "finished-ad" };

/**
 * Puts a new take of one scene in the place of a final task of the application's photoshoot, inside
 * the caller's transaction: the old task is marked replaced (its row, files, review version and
 * decisions stay), a queued task with a new id takes its slot (same position, scene and canvas; a
 * new id is a new seed and a new folder, so the render is a new picture that overwrites nothing).
 * The process row is locked first, so two redos of one slot, or a redo and a delete, take turns;
 * its Progress message is claimed again once the new take ends.
 */
export async function replaceWithRedo(
  tx: Database,
  owner: { applicationId: string; processId: string; taskId: string },
  chargeUsageId: string | null,
): Promise<SceneRedo> {
  const [process] = await tx
    .select()
    .from(imageProcesses)
    .where(and(eq(imageProcesses.id, owner.processId), eq(imageProcesses.applicationId, owner.applicationId)))
    .for("update");
  if (!process) return { redone: false, reason: "missing" };
  const [replaced] = await tx
    .select()
    .from(imageTasks)
    .where(and(eq(imageTasks.id, owner.taskId), eq(imageTasks.processId, process.id), isNull(imageTasks.replacedAt)));
  if (!replaced) return { redone: false, reason: "missing" };
  if (replaced.adSpec || process.kind !== "photoshoot") return { redone: false, reason: "finished-ad" };
  if (replaced.renderState < COMPLETED) return { redone: false, reason: "rendering" };
  const now = new Date();
  const { position, promptObject, width, height } = replaced;
  const task = newTask({ processId: process.id, position, promptObject, width, height, chargeUsageId }, now);
  await tx.update(imageTasks).set({ replacedAt: now }).where(eq(imageTasks.id, replaced.id));
  await tx.insert(imageTasks).values(task);
  await tx.update(imageProcesses).set({ progressNotifiedAt: null, updatedAt: now }).where(eq(imageProcesses.id, process.id));
  return { redone: true, process: { ...process, progressNotifiedAt: null, updatedAt: now }, replaced, task };
}
