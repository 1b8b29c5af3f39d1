import { withApi } from "@/lib/http/with-api";
import { decideThroughShareLink } from "@/lib/schemas/review";
import { decideThroughReviewShareLink } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(decideThroughShareLink, ({ db, body, caller }) => decideThroughReviewShareLink(db, caller.applicationId, body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
