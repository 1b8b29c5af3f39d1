import { resolveReviewComment } from "@/lib/schemas/review";
import { assertGuid } from "@/lib/studio/photoshoots";
import { assertItemId, findVisibleItem } from "@/lib/studio/review";
import { resolveRequest } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Resolve or reopen a thread: reviewers and admins, and the marketer whose work it is. */
export const PATCH = studioRoute({ permission: "read", body: resolveRequest }, async ({ user, params, body }) => {
  const service = await workspaceService();
  const itemId = assertItemId(params.id);
  await findVisibleItem(service, user, itemId);
  return service.call(resolveReviewComment, { params: { itemId, commentId: assertGuid(params.commentId, "comment") }, body: { resolved: body.resolved, name: user.email } });
});
