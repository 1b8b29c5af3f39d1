import { assertItemId, canReview, findVisibleItem } from "@/lib/studio/review";
import { roleCan } from "@/lib/studio/roles";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** One item with its versions, decisions and comment threads. */
export const GET = studioRoute({ permission: "read" }, async ({ user, params }) => {
  const service = await workspaceService();
  const detail = await findVisibleItem(service, user, assertItemId(params.id));
  // The author submits their own drafts; an admin may for them.
  const canSubmit = roleCan(user.role, "admin") || (roleCan(user.role, "write") && detail.item.authorUserId === user.id);
  return { ...detail, canReview: canReview(user), canSubmit };
});
