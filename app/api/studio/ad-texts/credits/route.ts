import { getCredits } from "@/lib/schemas/account";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { creditsHelpFor } from "@/lib/studio/credits-help";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** What a writer needs before generating: the workspace's credits left, what one generation costs, and who can add credits. */
export const GET = studioRoute({ permission: "write", action: "generating ad texts" }, async ({ user }) => {
  const service = await workspaceService();
  const [{ credits }, help] = await Promise.all([service.call(getCredits, { query: { applicationId: service.applicationId } }), creditsHelpFor(user)]);
  return { credits, generationCost: createAdTexts.credits ?? 0, ...help };
});
