import { suggestAdStrategies } from "@/lib/schemas/text-ops";
import { adStrategiesRequest } from "@/lib/studio/schemas";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Ad strategies for a product, audience and goal, leaving out the ones in use. */
export const POST = studioRoute({ permission: "write", action: "using the text tools", body: adStrategiesRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  return service.call(suggestAdStrategies, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
});
