import { getCredits } from "@/lib/schemas/account";
import { adCreative } from "@/lib/schemas/image-generation";
import { recommendations } from "@/lib/schemas/photoshoot";
import { creditsHelpFor } from "@/lib/studio/credits-help";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/**
 * What the photoshoot page needs to warn before credits run out: the workspace's balance, what the
 * upload and the six creatives cost (the service's own figures), and who can add credits: the
 * admin themself, in Settings → Credits, or the admins anyone else should ask.
 */
export const GET = studioRoute({ permission: "write", action: "running photoshoots" }, async ({ user }) => {
  const service = await workspaceService();
  const [{ credits }, help] = await Promise.all([service.call(getCredits, { query: { applicationId: service.applicationId } }), creditsHelpFor(user)]);
  return { credits, uploadCost: recommendations.credits ?? 0, photoshootCost: adCreative.credits ?? 0, ...help };
});
