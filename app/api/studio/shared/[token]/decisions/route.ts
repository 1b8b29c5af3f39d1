import { decideThroughShareLink } from "@/lib/schemas/review";
import { studioFileRoute } from "@/lib/studio/file-route";
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
  return Response.json(decision, { headers: { "cache-control": "no-store" } });
});
