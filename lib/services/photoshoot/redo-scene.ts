import "server-only";
import type { Database } from "@/lib/db";
import { keepCharge, type Charge } from "@/lib/db/queries/charges";
import * as queries from "@/lib/db/queries/image-generation";
import { replaceWithRedo } from "@/lib/db/queries/redo-scene";
import { syncReviewItems } from "@/lib/db/queries/review";
import { AppError } from "@/lib/errors";
import { withJobs } from "@/lib/jobs/queue";
import { renderTaskJob } from "@/lib/jobs/render-task";
import { requireActiveChannel } from "@/lib/services/notifications";
import { presentProcess } from "./progress";

export interface SceneRedoRequest {
  applicationId: string;
  processId: string;
  taskId: string;
}

/**
 * Redo one scene of a photoshoot (ours): one credit, one new take of that task's scene for the same
 * product, in the same slot. The other five tasks are not touched, and nor are their review items.
 * The take it replaces gets its review version first (if the board never opened since the
 * photoshoot), so the redo becomes the next version of that scene's item, and decisions made on
 * the earlier version stay on it. The replacement, its charge and its render job share one
 * transaction: the redo exists if and only if it is paid and queued. A redo that fails for good
 * gives its credit back (failTask, through the task's own ledger row).
 */
export async function redoScene(db: Database, request: SceneRedoRequest, baseUrl: string, charge?: Charge) {
  // Another application's photoshoot is not found, whatever that application's channels are.
  if (!(await queries.findOwnedTask(db, request))) throw notFound(request);
  await requireActiveChannel(db, request.applicationId);
  await syncReviewItems(db, request.applicationId);
  const result = await withJobs(db, async (tx, send) => {
    const redo = await replaceWithRedo(tx, request, charge?.usageId ?? null);
    if (!redo.redone) return redo;
    if (charge && !(await keepCharge(tx, charge))) throw AppError.chargeLost();
    await send(renderTaskJob, { taskId: redo.task.id }, { id: redo.task.id });
    return redo;
  });
  if (!result.redone) {
    if (result.reason === "missing") throw notFound(request);
    if (result.reason === "rendering") throw AppError.validation("taskId", "This scene is still rendering. Redo it once it is finished.");
    throw AppError.validation("taskId", "This task is a finished ad, not a photoshoot scene: make the ad again from its photoshoot instead.");
  }
  // Answered from the database, the new take in its slot (a worker may already have started it).
  const found = await queries.findOwnedProcess(db, { applicationId: request.applicationId, processId: request.processId });
  return presentProcess(found!, baseUrl);
}

const notFound = (request: SceneRedoRequest) =>
  AppError.notFound(`No task ${request.taskId} in image product generator process ${request.processId} of this application (a scene a redo replaced is no longer the photoshoot's).`);
