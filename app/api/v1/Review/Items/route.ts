import { withApi } from "@/lib/http/with-api";
import { listReviewItems } from "@/lib/schemas/review";
import { listReviewItems as list } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listReviewItems, ({ db, query, caller }) =>
  list(db, caller.applicationId, {
    state: query.state,
    kind: query.kind,
    authorUserId: query.authorUserId,
    since: query.since ? new Date(query.since) : undefined,
    until: query.until ? new Date(query.until) : undefined,
    search: query.search?.trim() || undefined,
    limit: query.limit,
    offset: query.offset,
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
