import { listApplicationAdTexts, listUserAdTexts } from "@/lib/schemas/ad-texts";
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
  const all = await service.call(listApplicationAdTexts, { query: { applicationId: service.applicationId } });
  const process = all.find((p) => p.id === id);
  if (!process) throw StudioError.notFound(`Ad text process ${id} does not exist in this workspace.`);
  return { process, owned: false };
});
