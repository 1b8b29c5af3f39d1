import { z } from "zod";
import { createAdTexts, listApplicationAdTexts, listUserAdTexts, updateAdTexts } from "@/lib/schemas/ad-texts";
import { adTextsRequest, regenerateAdTextsRequest } from "@/lib/studio/schemas";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const listQuery = z.object({ scope: z.enum(["mine", "workspace"]).default("mine") });

/** The signed-in user's processes, or every process of the workspace. */
export const GET = studioRoute({ permission: "read", query: listQuery }, async ({ user, query }) => {
  const service = await workspaceService();
  return query.scope === "workspace"
    ? service.call(listApplicationAdTexts, { query: { applicationId: service.applicationId } })
    : service.call(listUserAdTexts, { query: { userId: user.id } });
});

/** Generates a new process as the signed-in user (their GUID is the service's userId). */
export const POST = studioRoute({ permission: "write", action: "generating ad texts", body: adTextsRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  return service.call(createAdTexts, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
});

/** Regenerates one of the user's processes; favorites are kept by the service. */
export const PUT = studioRoute({ permission: "write", action: "regenerating ad texts", body: regenerateAdTextsRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  return service.call(updateAdTexts, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
});
