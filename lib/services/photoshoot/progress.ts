import "server-only";
import { readPrompt } from "@/lib/ai/scene";
import type { Database } from "@/lib/db";
import type { PromptObject } from "@/lib/db/schema/photoshoot";
import { getEnv } from "@/lib/env";
import * as queries from "@/lib/db/queries/image-generation";
import type { ProcessWithTasks } from "@/lib/db/queries/image-generation";
import { AppError } from "@/lib/errors";
import { RenderState, type ProgressRecord } from "@/lib/schemas/image-generation";
import { signedTaskUrl } from "./task-urls";

/** The decisions' progress record: `progress` is the mean of the tasks', 100 only when all six are completed. */
export function presentProcess({ process, tasks }: ProcessWithTasks, baseUrl: string): ProgressRecord {
  const allDone = tasks.every((t) => t.renderState === RenderState.Completed);
  const mean = Math.floor(tasks.reduce((sum, t) => sum + t.progress, 0) / Math.max(1, tasks.length));
  return {
    imageProductGeneratorProcessId: process.id,
    applicationId: process.applicationId,
    userId: process.userId,
    progress: allDone ? 100 : Math.min(99, mean),
    createdAt: process.createdAt.toISOString(),
    updatedAt: process.updatedAt.toISOString(),
    tasks: tasks.map((t) => ({
      taskId: t.id,
      renderState: t.renderState,
      progress: t.progress,
      promptObject: t.promptObject,
      width: t.width,
      height: t.height,
      errorMessage: t.errorMessage,
      notDrawn: t.adSpec ? [] : wordsNotDrawn(t.promptObject),
      ...(t.adSpec ? { ad: { ...t.adSpec.texts, template: t.adSpec.template, sourceTaskId: "taskId" in t.adSpec.source ? t.adSpec.source.taskId : null, sourceAssetId: "assetId" in t.adSpec.source ? t.adSpec.source.assetId : null, brandKitId: t.adSpec.brand.kitId } } : {}),
      variants: (t.variants ?? []).map(({ width, height, productBox, textBoxes }) => ({ width, height, productBox, ...(textBoxes ? { textBoxes } : {}) })),
    })),
    taskUrls: tasks.filter((t) => t.renderState === RenderState.Completed).map((t) => signedTaskUrl(baseUrl, t.id)),
  };
}

/** CheckUserProgress: one process of the caller's application and of that user. */
export async function getUserProgress(db: Database, owner: { applicationId: string; userId: string; processId: string }, baseUrl: string) {
  const found = await queries.findOwnedProcess(db, owner);
  if (!found) throw AppError.notFound(`No image generation process ${owner.processId} for user ${owner.userId} in this application.`);
  return presentProcess(found, baseUrl);
}

/** CheckApplicationAllProgresses: newest first, a page at a time. */
export async function listApplicationProgresses(db: Database, page: { applicationId: string; limit: number; offset: number }, baseUrl: string) {
  return (await queries.listProcesses(db, page)).map((found) => presentProcess(found, baseUrl));
}

/** What the built-in renderer leaves out of a custom prompt; a generative model draws every word. */
function wordsNotDrawn(promptObject: PromptObject): string[] {
  if (promptObject.tag !== "custom" || getEnv().INPAINTING_MODEL_URL) return [];
  return readPrompt(promptObject.prompt).notDrawn;
}
