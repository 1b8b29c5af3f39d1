import { withApi } from "@/lib/http/with-api";
import { submitReviewItem } from "@/lib/schemas/review";
import { submitReviewItem as submit } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(submitReviewItem, ({ db, params, body, caller }) =>
  submit(db, caller.applicationId, params.itemId, { version: body.version, actor: { kind: body.asClient ? "client" : "user", userId: body.userId ?? null, name: body.name } }),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
