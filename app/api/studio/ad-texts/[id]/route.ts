import { listApplicationAdTexts, listUserAdTexts, MAX_AD_TEXT_PAGE } from "@/lib/schemas/ad-texts";
import { isInt32 } from "@/lib/schemas/fields";
import { StudioError } from "@/lib/studio/errors";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** One process: the user's own (which they may regenerate), else any of the workspace's. */
export const GET = studioRoute({ permission: "read" }, async ({ user, params }) => {
  const id = Number(params.id);
  if (!isInt32(id) || id < 1) throw StudioError.notFound("No such ad text process.");
  const service = await workspaceService();
  const [own] = await service.call(listUserAdTexts, { query: { userId: user.id, adTextGeneratorProcessId: id } });
  if (own) return { process: own, owned: true };
  // The list comes a page (MAX_AD_TEXT_PAGE) at a time: an older process is on a later page.
  for (let offset = 0; ; offset += MAX_AD_TEXT_PAGE) {
    const page = await service.call(listApplicationAdTexts, { query: { applicationId: service.applicationId, limit: MAX_AD_TEXT_PAGE, offset } });
    const process = page.find((p) => p.id === id);
    if (process) return { process, owned: false };
    if (page.length < MAX_AD_TEXT_PAGE) throw StudioError.notFound(`Ad text process ${id} does not exist in this workspace.`);
  }
});
