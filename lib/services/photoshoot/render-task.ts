import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { getSceneRenderer } from "@/lib/ai/providers";
import { forgetKey } from "@/lib/auth/api-key-cache";
import type { RenderedCreative } from "@/lib/ai/scene-renderer";
import { getDatabase, type Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/image-generation";
import type { AdTextBox, TaskVariant } from "@/lib/db/schema/photoshoot";
import type { JobContext } from "@/lib/jobs/define";
import { RenderState } from "@/lib/schemas/image-generation";
import { sendNotification } from "@/lib/services/notifications";
import { getBlobStore, type BlobStore } from "@/lib/storage";
import { canvasesFor } from "./canvas";
import { sceneForTask } from "./scene-for-task";
import { taskCreativesFolder } from "./creative-keys";

export const THUMBNAIL_WIDTH = 600;

/** Same task, same seed: a retried render draws the same picture. */
const seedOf = (taskId: string) => createHash("sha256").update(taskId).digest().readUInt32BE(0);

/**
 * The render job of one task. Idempotent: results are stored under keys derived from the task,
 * so a retried attempt overwrites its own files and a task holds one result whatever the number
 * of attempts; a task already final is not rendered again, only notified if that did not happen.
 * A failure is retried; on the last attempt the task is failed for good and reported.
 */
export async function renderTask(taskId: string, context: JobContext) {
  const db = await getDatabase();
  const found = await queries.findTaskForRender(db, taskId);
  if (!found) return; // its application or process was deleted meanwhile
  const { task, process, asset } = found;
  let primaryPng: Buffer | undefined;
  if (task.renderState < RenderState.Completed) {
    try {
      const blobs = getBlobStore();
      const started = Date.now();
      await queries.advanceTask(db, taskId, RenderState.Preparing, 5, { countAttempt: true });
      let creatives: StoredCreative[];
      if (task.adSpec) {
        // A finished ad: the texts, button and logo laid over the photoshoot's own images.
        await queries.advanceTask(db, taskId, RenderState.Rendering, 15);
        const { renderFinishedAd } = await import("@/lib/services/finished-ads/render");
        creatives = await renderFinishedAd(db, task.adSpec);
      } else {
        const cutoutPng = await blobs.get(asset.cutoutKey);
        if (!cutoutPng) throw new Error("The product cutout is missing from storage.");
        // A redo of the slot is its next take: another framing of the same scene (0 for the photoshoot's own tasks).
        const take = await queries.countReplacedTakes(db, process.id, task.position);
        const scene = sceneForTask(task.promptObject, { productName: process.productName, analysis: asset.analysis, useStyleReference: process.useSameStyleReferenceImage, position: task.position, take });
        await queries.advanceTask(db, taskId, RenderState.Rendering, 15);
        creatives = await getSceneRenderer().render({
          ...scene,
          cutoutPng,
          shapeClass: asset.analysis.shapeClass,
          sizes: canvasesFor(process.renderKind, process.disableSafeMargin),
          seed: seedOf(taskId),
          styleReference: process.useSameStyleReferenceImage,
        });
      }
      await queries.advanceTask(db, taskId, RenderState.Finalizing, 85);
      const variants = await storeCreatives(blobs, taskCreativesFolder(process.applicationId, process.id, taskId), creatives);
      await queries.completeTask(db, taskId, variants);
      primaryPng = creatives[0]!.png;
      console.log(`[${task.adSpec ? "finished-ads" : "photoshoot"}] rendered task ${taskId}: ${creatives.length} canvas(es) in ${Date.now() - started} ms (attempt ${context.attempt})`);
    } catch (error) {
      if (!context.lastAttempt) throw error;
      console.error(`[photoshoot] task ${taskId} failed after ${context.attempt} attempts:`, error);
      const { refundedKeyId } = await queries.failTask(db, taskId, `Rendering failed after ${context.attempt} attempts: ${(error as Error).message}`);
      // This process's cached balance of that key is stale now; others see the refund within the cache's second.
      if (refundedKeyId) forgetKey(refundedKeyId);
    }
  }
  await queries.touchProcess(db, process.id);
  await reportTaskEnd(db, taskId, primaryPng);
}

/** A canvas as rendered; a finished ad's also says where its texts landed. */
type StoredCreative = RenderedCreative & { textBoxes?: AdTextBox[] };

/** Each canvas as the PNG as rendered and its thumbnail (600 px wide JPEG, made now so downloads only stream). */
async function storeCreatives(blobs: BlobStore, prefix: string, creatives: StoredCreative[]): Promise<TaskVariant[]> {
  return Promise.all(
    creatives.map(async ({ width, height, png, productBox, textBoxes }) => {
      const pngKey = `${prefix}/${width}x${height}.png`;
      const thumbnailKey = `${prefix}/${width}x${height}.thumb.jpg`;
      const thumbnail = await sharp(png)
        .resize({ width: Math.min(THUMBNAIL_WIDTH, width) })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await Promise.all([blobs.put(pngKey, png), blobs.put(thumbnailKey, thumbnail)]);
      return { width, height, pngKey, thumbnailKey, productBox, ...(textBoxes ? { textBoxes } : {}) };
    }),
  );
}

/**
 * TaskCompleted for a final task not yet reported, then Progress once the process's last task is
 * final. Reporting follows the stored result, so a worker that died between the two finds the
 * task done and only reports it. Each message's deliveries are written in the transaction that
 * marks it sent (and their jobs with them), so a crash sends it exactly once or not yet.
 */
async function reportTaskEnd(db: Database, taskId: string, primaryPng?: Buffer) {
  const found = await queries.findTaskForRender(db, taskId);
  if (!found || found.task.renderState < RenderState.Completed) return;
  const { task, process } = found;
  if (!task.notifiedAt) {
    const ok = task.renderState === RenderState.Completed;
    const imagePng = ok ? (primaryPng ?? (await getBlobStore().get(task.variants![0]!.pngKey))) : undefined;
    await db.transaction(async (tx) => {
      if (!(await queries.markTaskNotified(tx as Database, taskId))) return;
      await sendNotification(
        tx as Database,
        process.applicationId,
        { MessageType: "ImageGenerationTaskCompleted", UserId: process.userId, ImageRenderProcessId: process.id, TaskId: task.id, IsSuccessful: ok, ErrorMessage: task.errorMessage },
        { imagePng },
      );
    });
  }
  await db.transaction(async (tx) => {
    if (!(await queries.claimProgressNotification(tx as Database, process.id))) return;
    const all = (await queries.findOwnedProcess(tx as Database, { applicationId: process.applicationId, processId: process.id }))!;
    const failed = all.tasks.filter((t) => t.renderState !== RenderState.Completed);
    await sendNotification(tx as Database, process.applicationId, {
      MessageType: "ImageGenerationProgress",
      UserId: process.userId,
      ImageRenderProcessId: process.id,
      TaskId: null,
      IsSuccessful: failed.length === 0,
      ErrorMessage: failed.length ? `${failed.length} of ${all.tasks.length} tasks failed.` : null,
      Progress: failed.length ? Math.floor(all.tasks.reduce((s, t) => s + t.progress, 0) / all.tasks.length) : 100,
      TaskIds: all.tasks.map((t) => t.id),
    });
  });
}
