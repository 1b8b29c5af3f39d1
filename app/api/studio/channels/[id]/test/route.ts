import { sendTestNotification } from "@/lib/schemas/notifications";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Sends a sample message through the channel by the normal delivery path. */
export const POST = studioRoute({ permission: "admin", action: "managing notification channels" }, async ({ params }) => {
  const service = await workspaceService();
  return service.call(sendTestNotification, { query: { applicationId: service.applicationId, configurationId: assertGuid(params.id, "channel") } });
});
