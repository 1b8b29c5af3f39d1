import { withApi } from "@/lib/http/with-api";
import { postReviewDecision } from "@/lib/schemas/review";
import { decideReviewItem } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(postReviewDecision, ({ db, params, body, caller }) =>
  decideReviewItem(db, caller.applicationId, params.itemId, {
    decision: body.decision,
    comment: body.comment,
    version: body.version,
    textId: body.textId,
    actor: { kind: body.asClient ? "client" : "user", userId: body.userId ?? null, name: body.name },
  }),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
