import { getCredits } from "@/lib/schemas/account";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** What a writer needs before generating: the workspace's credits left and what one generation costs. */
export const GET = studioRoute({ permission: "write", action: "generating ad texts" }, async () => {
  const service = await workspaceService();
  const { credits } = await service.call(getCredits, { query: { applicationId: service.applicationId } });
  return { credits, generationCost: createAdTexts.credits ?? 0 };
});
