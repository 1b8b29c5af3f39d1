import { adCreativesByTasks } from "@/lib/schemas/finished-ads";
import { editAdsRequest } from "@/lib/studio/ads-schemas";
import { forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Re-renders ads with a new text or template (one credit an ad): a new process, the old ads stay. */
export const POST = studioRoute({ permission: "write", action: "editing ads", body: editAdsRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  const record = await service.call(adCreativesByTasks, { body: { applicationId: service.applicationId, userId: user.id, edits: body.edits } });
  return forBrowser(record);
});
