import { postReviewDecision } from "@/lib/schemas/review";
import { actorOf, assertItemId } from "@/lib/studio/review";
import { decisionRequest } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Approve, request changes or reject: reviewers and admins only, enforced here whatever the page shows. */
export const POST = studioRoute({ permission: "review", action: "deciding on review items", body: decisionRequest }, async ({ user, params, body }) => {
  const service = await workspaceService();
  return service.call(postReviewDecision, {
    params: { itemId: assertItemId(params.id) },
    body: { decision: body.decision, comment: body.comment?.trim() || undefined, version: body.version, textId: body.textId, ...actorOf(user) },
  });
});
