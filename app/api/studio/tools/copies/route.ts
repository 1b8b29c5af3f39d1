import { writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import { adCopiesRequest } from "@/lib/studio/schemas";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Headlines, punchlines and calls to action, short or long. */
export const POST = studioRoute({ permission: "write", action: "using the text tools", body: adCopiesRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  return service.call(writeAdCopiesOperation, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
});
