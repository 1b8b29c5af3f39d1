import { withApi } from "@/lib/http/with-api";
import { createShareLink, listShareLinks } from "@/lib/schemas/review";
import { createReviewShareLink, listReviewShareLinks } from "@/lib/services/review";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listShareLinks, ({ db, caller }) => listReviewShareLinks(db, caller.applicationId));

export const POST = withApi(createShareLink, ({ db, body, caller }) =>
  createReviewShareLink(db, caller.applicationId, {
    title: body.title,
    itemIds: body.itemIds,
    expiresInMinutes: body.expiresInMinutes,
    allowDecisions: body.allowDecisions,
    allowDownloads: body.allowDownloads,
    password: body.password || undefined,
    actor: { kind: body.asClient ? "client" : "user", userId: body.userId ?? null, name: body.name },
  }),
);

// Any other method: 405 in the contract's body.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
