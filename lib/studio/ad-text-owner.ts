import "server-only";
import { listUserAdTexts, MAX_AD_TEXT_PAGE } from "@/lib/schemas/ad-texts";
import type { ServiceCaller } from "./service";

/**
 * Whether an ad text belongs to one of the user's processes. The service knows texts by
 * application only, so the studio asks for the user's processes: the one the page names (one call),
 * else all of them a page at a time. A text of another user, or none at all, is not theirs.
 */
export async function userOwnsAdText(service: ServiceCaller, userId: string, textId: number, processId?: number): Promise<boolean> {
  if (processId !== undefined) {
    const [process] = await service.call(listUserAdTexts, { query: { userId, adTextGeneratorProcessId: processId } });
    if (process?.adTexts.some((t) => t.id === textId)) return true;
  }
  for (let offset = 0; ; offset += MAX_AD_TEXT_PAGE) {
    const page = await service.call(listUserAdTexts, { query: { userId, limit: MAX_AD_TEXT_PAGE, offset } });
    if (page.some((p) => p.adTexts.some((t) => t.id === textId))) return true;
    if (page.length < MAX_AD_TEXT_PAGE) return false;
  }
}
