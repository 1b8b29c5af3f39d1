import { withApi } from "@/lib/http/with-api";
import { openShareLink } from "@/lib/schemas/review";
import { openReviewShareLink } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(openShareLink, ({ db, body, caller }) => openReviewShareLink(db, caller.applicationId, body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
