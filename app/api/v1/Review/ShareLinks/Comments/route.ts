import { withApi } from "@/lib/http/with-api";
import { commentThroughShareLink } from "@/lib/schemas/review";
import { commentThroughReviewShareLink } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(commentThroughShareLink, ({ db, body, caller }) => commentThroughReviewShareLink(db, caller.applicationId, body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
