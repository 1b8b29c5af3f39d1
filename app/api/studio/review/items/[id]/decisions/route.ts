import { postReviewDecision } from "@/lib/schemas/review";
import { actorOf, assertItemId, findVisibleItem } from "@/lib/studio/review";
import { tellAuthor } from "@/lib/studio/review-notify";
import { decisionRequest } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Approve, request changes or reject: reviewers and admins only, enforced here whatever the page shows. */
export const POST = studioRoute({ permission: "review", action: "deciding on review items", body: decisionRequest }, async ({ user, params, body }) => {
  const service = await workspaceService();
  const itemId = assertItemId(params.id);
  const decision = await service.call(postReviewDecision, {
    params: { itemId },
    body: { decision: body.decision, comment: body.comment?.trim() || undefined, version: body.version, textId: body.textId, ...actorOf(user) },
  });
  await tellAuthor(service, { userId: user.id, name: user.email }, await findVisibleItem(service, user, itemId), { kind: "decision", decision: body.decision, comment: decision.comment });
  return decision;
});
