import { getUsage } from "@/lib/schemas/account";
import type { StudioUsage } from "@/lib/studio/api-access";
import { usageRequest } from "@/lib/studio/api-access-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** The workspace's credit balance and its paid calls per day and operation. */
export const GET = studioRoute({ permission: "admin", action: "viewing API usage", query: usageRequest }, async ({ query }): Promise<StudioUsage> => {
  const service = await workspaceService();
  const { credits, from, to, usage } = await service.call(getUsage, { query: { applicationId: service.applicationId, days: query.days } });
  return { credits, from, to, usage };
});
