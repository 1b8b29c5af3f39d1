import { getUsage } from "@/lib/schemas/account";
import type { StudioUsage } from "@/lib/studio/api-access";
import { usageRequest } from "@/lib/studio/api-access-schemas";
import { canAddCreditsHere } from "@/lib/studio/credits";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** The workspace's credit balance, its paid calls per day and operation, and the credits added (who, when, to which key). */
export const GET = studioRoute({ permission: "admin", action: "viewing credits and usage", query: usageRequest }, async ({ query }): Promise<StudioUsage> => {
  const service = await workspaceService();
  const { credits, from, to, usage, grants } = await service.call(getUsage, { query: { applicationId: service.applicationId, days: query.days } });
  return {
    credits,
    from,
    to,
    usage,
    grants: grants.map(({ isCallingKey, ...grant }) => ({ ...grant, isWorkspaceKey: isCallingKey })),
    canAddCredits: canAddCreditsHere(),
  };
});
