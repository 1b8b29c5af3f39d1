import { decideThroughShareLink, getReviewItem } from "@/lib/schemas/review";
import { studioFileRoute } from "@/lib/studio/file-route";
import { tellAuthor } from "@/lib/studio/review-notify";
import { sharedDecisionRequest } from "@/lib/studio/review-schemas";
import { workspaceService } from "@/lib/studio/service";
import { assertToken, clientAddress, passwordFromCookie, readJson, sharedError } from "@/lib/studio/shared";

/** A client's approval or change request; the service checks the link allows it and holds the item. */
export const POST = studioFileRoute({ permission: "public" }, async ({ params, request }) => {
  const token = assertToken(params.token);
  const body = await readJson(request, sharedDecisionRequest);
  const service = await workspaceService();
  const decision = await service
    .call(decideThroughShareLink, {
      body: {
        token,
        password: body.password || passwordFromCookie(request),
        clientAddress: clientAddress(request),
        itemId: body.itemId,
        decision: body.decision,
        name: body.name,
        comment: body.comment?.trim() || undefined,
      },
    })
    .catch((error: unknown) => {
      throw sharedError(error);
    });
  // The author hears of it (the client's name, marked as the client's).
  const detail = await service.call(getReviewItem, { params: { itemId: body.itemId } });
  await tellAuthor(service, { userId: null, name: `${body.name.trim()} (client)` }, detail, { kind: "decision", decision: body.decision, comment: decision.comment });
  return Response.json(decision, { headers: { "cache-control": "no-store" } });
});
