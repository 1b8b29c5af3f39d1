import { withApi } from "@/lib/http/with-api";
import { postReviewComment } from "@/lib/schemas/review";
import { commentOnReviewItem } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(postReviewComment, ({ db, params, body, caller }) =>
  commentOnReviewItem(db, caller.applicationId, params.itemId, {
    body: body.body,
    version: body.version,
    parentId: body.parentId,
    pinX: body.pinX,
    pinY: body.pinY,
    visibility: body.visibility,
    actor: { kind: body.asClient ? "client" : "user", userId: body.userId ?? null, name: body.name },
  }),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
