import { withApi } from "@/lib/http/with-api";
import { revokeShareLink } from "@/lib/schemas/review";
import { revokeReviewShareLink } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const DELETE = withApi(revokeShareLink, ({ db, params, caller }) => revokeReviewShareLink(db, caller.applicationId, params.linkId));

// Any other method: 405 in the contract's body.
export const { GET, POST, PUT, PATCH } = refuseOtherMethods("DELETE");
