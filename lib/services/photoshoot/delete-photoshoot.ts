import "server-only";
import type { Database } from "@/lib/db";
import { deleteFinishedProcess } from "@/lib/db/queries/image-generation";
import { AppError } from "@/lib/errors";
import { getBlobStore } from "@/lib/storage";
import { creativesFolder } from "./creative-keys";

/**
 * Deletes a finished photoshoot: its rows, then its creatives in the blob store (every size of
 * every task, whichever store holds them). The rows go first, in their own transaction, so nothing
 * can list or download a creative whose file is already gone; a store that fails afterwards leaves
 * files nothing points to, logged, never a photoshoot with missing images. The product photo's
 * cutout stays: it is an asset of its own, other photoshoots may use it.
 */
export async function deletePhotoshoot(db: Database, owner: { applicationId: string; processId: string }) {
  const result = await deleteFinishedProcess(db, owner);
  if (!result.deleted) {
    if (result.reason === "missing") throw AppError.notFound(`Image product generator process ${owner.processId} does not exist in this application.`);
    if (result.reason === "unfinished") throw AppError.validation("imageProductGeneratorProcessId", "This photoshoot is still rendering. Delete it once every creative is finished.");
    throw AppError.validation("imageProductGeneratorProcessId", "Creatives of this photoshoot were submitted for review; the review board keeps them, so the photoshoot stays.");
  }
  await getBlobStore()
    .deletePrefix(`${creativesFolder(owner.applicationId, owner.processId)}/`)
    .catch((error: Error) => console.error(`[photoshoot] deleted process ${owner.processId}, but not its files:`, error.message));
  return { imageProductGeneratorProcessId: owner.processId, deletedTasks: result.tasks };
}
