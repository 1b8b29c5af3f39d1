import "server-only";
import { checkApplicationAllProgresses, checkUserProgress, MAX_PROGRESS_PAGE, type ProgressRecord } from "@/lib/schemas/image-generation";
import { StudioError } from "./errors";
import type { ServiceCaller } from "./service";

/** A progress record as the browser gets it: without taskUrls, whose signatures open the images to anyone. */
export type StudioProgress = Omit<ProgressRecord, "taskUrls">;

export function forBrowser(record: ProgressRecord): StudioProgress {
  const { taskUrls: _signed, ...rest } = record;
  void _signed;
  return rest;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertGuid(value: string | undefined, what: string): string {
  if (!value || !GUID.test(value)) throw StudioError.notFound(`No such ${what}.`);
  return value.toLowerCase();
}

/** One photoshoot of the workspace: the signed-in user's own at once, anyone else's from the workspace list. */
export async function findPhotoshoot(service: ServiceCaller, userId: string, processId: string): Promise<ProgressRecord> {
  try {
    return await service.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } });
  } catch (error) {
    if (!(error instanceof StudioError) || error.status !== 404) throw error;
  }
  for (let offset = 0; ; offset += MAX_PROGRESS_PAGE) {
    const page = await service.call(checkApplicationAllProgresses, { query: { applicationId: service.applicationId, limit: MAX_PROGRESS_PAGE, offset } });
    const found = page.find((r) => r.imageProductGeneratorProcessId === processId);
    if (found) return found;
    if (page.length < MAX_PROGRESS_PAGE) throw StudioError.notFound("This photoshoot does not exist in this workspace.");
  }
}
