import { assertItemId, canReview, findVisibleItem } from "@/lib/studio/review";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** One item with its versions, decisions and comment threads. */
export const GET = studioRoute({ permission: "read" }, async ({ user, params }) => {
  const service = await workspaceService();
  const detail = await findVisibleItem(service, user, assertItemId(params.id));
  return { ...detail, canReview: canReview(user) };
});
