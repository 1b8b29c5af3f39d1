import { changeSentiment } from "@/lib/schemas/text-ops";
import { rewriteRequest } from "@/lib/studio/schemas";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** A headline rewritten in another tone or language, within a character limit. */
export const POST = studioRoute({ permission: "write", action: "using the text tools", body: rewriteRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  const text = await service.call(changeSentiment, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
  return { text };
});
