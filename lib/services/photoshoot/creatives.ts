import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import * as assets from "@/lib/db/queries/photoshoot";
import * as queries from "@/lib/db/queries/image-generation";
import { keepCharge, type Charge } from "@/lib/db/queries/charges";
import type { ImageProcessRow, ImageTaskRow } from "@/lib/db/queries/image-generation";
import type { PromptObject } from "@/lib/db/schema/photoshoot";
import { findPreset } from "@/lib/ai/scene";
import { AppError } from "@/lib/errors";
import { enqueue, withJobs } from "@/lib/jobs/queue";
import { renderTaskJob } from "@/lib/jobs/render-task";
import { TASKS_PER_PROCESS, type AdCreativeInput } from "@/lib/schemas/image-generation";
import { requireActiveChannel } from "@/lib/services/notifications";
import { primaryCanvas } from "./canvas";
import { presentProcess } from "./progress";

/**
 * AdCreative: checks what the request names, writes a process with its six tasks and queues one
 * render job per task, all in one transaction: a crash keeps the tasks with their jobs or neither,
 * so no task waits for a restart of this server to be queued (a worker elsewhere takes it at once).
 * The call's charge is kept in that transaction too: the process exists if and only if it is paid.
 * Answers at once with the progress record (progress 0, six queued tasks).
 */
export async function startAdCreative(db: Database, input: AdCreativeInput, baseUrl: string, charge?: Charge) {
  const promptObjects = input.PromptObjectsString as PromptObject[];
  const unknown = promptObjects.find((o) => o.tag === "preset" && !findPreset(o.preset));
  if (unknown?.tag === "preset") throw AppError.validation("PromptObjectsString", `Unknown preset id "${unknown.preset}": pick one from PresetKeys.`);
  await requireActiveChannel(db, input.applicationId);
  const asset = await assets.findOwnedAsset(db, { applicationId: input.applicationId, assetId: input.productImageAssetId });
  if (!asset) throw AppError.notFound(`No product image ${input.productImageAssetId} in this application: upload the photo with Recommendations first.`);

  const processId = randomUUID();
  const canvas = primaryCanvas(input.DisableSafeMargin);
  // Fewer than six prompt objects are cycled to fill the six tasks (decisions).
  const now = new Date();
  const tasks = Array.from({ length: TASKS_PER_PROCESS }, (_, position) =>
    queries.newTask({ processId, position, promptObject: promptObjects[position % promptObjects.length]!, ...canvas }, now),
  );
  const process: ImageProcessRow = {
    id: processId,
    applicationId: input.applicationId,
    userId: input.userId,
    assetId: asset.id,
    productName: input.productName ?? null,
    productDescription: input.productDescription ?? null,
    renderKind: input.renderKind,
    disableSafeMargin: input.DisableSafeMargin,
    useSameStyleReferenceImage: input.UseSameStyleReferenceImage,
    kind: "photoshoot",
    chargeUsageId: charge?.usageId ?? null,
    progressNotifiedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await queueProcess(db, process, tasks, charge);
  // Answered from what was written, not read back: a worker may already have started a task.
  return presentProcess({ process, tasks }, baseUrl);
}

/**
 * Writes a process and its tasks, keeps the request's charge and queues one render job per task,
 * all in one transaction (photoshoots and finished ads alike). The task id is the job id: queuing a
 * task twice (a retried request, the start-up sweep) adds nothing.
 */
export async function queueProcess(db: Database, process: ImageProcessRow, tasks: ImageTaskRow[], charge?: Charge) {
  await withJobs(db, async (tx, send) => {
    if (charge && !(await keepCharge(tx, charge))) throw AppError.chargeLost();
    await queries.insertProcessWithTasks(tx, process, tasks);
    for (const task of tasks) await send(renderTaskJob, { taskId: task.id }, { id: task.id });
  });
}

/**
 * A starting worker queues every unfinished task again: a task written before its job shared its
 * transaction, or one whose job was deleted, runs now.
 */
export async function resumeUnfinishedTasks(db: Database) {
  const ids = await queries.listUnfinishedTaskIds(db);
  for (const id of ids) await enqueue(renderTaskJob, { taskId: id }, { id });
  return ids.length;
}
