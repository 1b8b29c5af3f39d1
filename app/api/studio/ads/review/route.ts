import { adsSelection } from "@/lib/studio/ads-schemas";
import { submitAdsForReview } from "@/lib/studio/finished-ads";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Submits the page's ads to the review board. */
export const POST = studioRoute({ permission: "write", action: "submitting work for review", body: adsSelection }, async ({ user, body }) => {
  return { items: await submitAdsForReview(await workspaceService(), user, body.ads) };
});
