import { revokeShareLink } from "@/lib/schemas/review";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

export const DELETE = studioRoute({ permission: "review", action: "sharing with clients" }, async ({ params }) => {
  const service = await workspaceService();
  return service.call(revokeShareLink, { params: { linkId: assertGuid(params.id, "share link") } });
});
