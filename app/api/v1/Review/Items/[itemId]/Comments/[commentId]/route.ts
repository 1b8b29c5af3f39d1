import { withApi } from "@/lib/http/with-api";
import { resolveReviewComment } from "@/lib/schemas/review";
import { resolveReviewComment as resolve } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const PATCH = withApi(resolveReviewComment, ({ db, params, body, caller }) => resolve(db, caller.applicationId, params.itemId, params.commentId, body));

// Any other method: 405 in the contract's body.
export const { GET, POST, PUT, DELETE } = refuseOtherMethods("PATCH");
