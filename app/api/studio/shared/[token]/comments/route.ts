import { commentThroughShareLink } from "@/lib/schemas/review";
import { studioFileRoute } from "@/lib/studio/file-route";
import { sharedCommentRequest } from "@/lib/studio/review-schemas";
import { workspaceService } from "@/lib/studio/service";
import { assertToken, clientAddress, passwordFromCookie, readJson, sharedError } from "@/lib/studio/shared";

/** A client's comment (pinned, on the whole item, or a reply); the service checks the link takes answers and holds the item. */
export const POST = studioFileRoute({ permission: "public" }, async ({ params, request }) => {
  const token = assertToken(params.token);
  const body = await readJson(request, sharedCommentRequest);
  const service = await workspaceService();
  const comment = await service
    .call(commentThroughShareLink, {
      body: {
        token,
        password: body.password || passwordFromCookie(request),
        clientAddress: clientAddress(request),
        itemId: body.itemId,
        name: body.name,
        body: body.body,
        parentId: body.parentId,
        pinX: body.pin?.x,
        pinY: body.pin?.y,
      },
    })
    .catch((error: unknown) => {
      throw sharedError(error);
    });
  return Response.json(comment, { headers: { "cache-control": "no-store" } });
});
