import { revokeApiKey } from "@/lib/schemas/account";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Revokes a key of the workspace: calls with it fail from now on. */
export const DELETE = studioRoute({ permission: "admin", action: "managing API keys" }, async ({ params }) => {
  const service = await workspaceService();
  return service.call(revokeApiKey, { query: { applicationId: service.applicationId }, params: { id: assertGuid(params.id, "API key") } });
});
