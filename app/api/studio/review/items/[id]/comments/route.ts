import { postReviewComment } from "@/lib/schemas/review";
import { StudioError } from "@/lib/studio/errors";
import { actorOf, assertItemId, canReview, findVisibleItem } from "@/lib/studio/review";
import { tellAuthor } from "@/lib/studio/review-notify";
import { commentRequest } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** A new thread (reviewers and admins) or a reply (also the marketer whose work it is). */
export const POST = studioRoute({ permission: "read", body: commentRequest }, async ({ user, params, body }) => {
  const service = await workspaceService();
  const itemId = assertItemId(params.id);
  const detail = await findVisibleItem(service, user, itemId);
  if (!canReview(user) && !body.parentId) throw StudioError.forbidden("starting comment threads; answer a reviewer's comment instead");
  const comment = await service.call(postReviewComment, {
    params: { itemId },
    body: { body: body.body, version: body.version, parentId: body.parentId, pinX: body.pin?.x, pinY: body.pin?.y, visibility: body.visibility, ...actorOf(user) },
  });
  await tellAuthor(service, { userId: user.id, name: user.email }, detail, { kind: "comment", body: comment.body });
  return comment;
});
