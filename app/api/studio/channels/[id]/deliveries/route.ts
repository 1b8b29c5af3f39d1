import { listDeliveries } from "@/lib/schemas/notifications";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** The channel's delivery attempts, newest first. */
export const GET = studioRoute({ permission: "admin", action: "managing notification channels" }, async ({ params }) => {
  const service = await workspaceService();
  return service.call(listDeliveries, { query: { applicationId: service.applicationId, configurationId: assertGuid(params.id, "channel"), limit: 50 } });
});
