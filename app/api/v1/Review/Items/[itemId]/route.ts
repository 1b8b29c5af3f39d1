import { withApi } from "@/lib/http/with-api";
import { getReviewItem } from "@/lib/schemas/review";
import { getReviewItem as get } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getReviewItem, ({ db, params, caller }) => get(db, caller.applicationId, params.itemId));

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
