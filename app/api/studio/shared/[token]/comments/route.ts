import { commentThroughShareLink, getReviewItem } from "@/lib/schemas/review";
import { studioFileRoute } from "@/lib/studio/file-route";
import { tellAuthor } from "@/lib/studio/review-notify";
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
  // The author hears of it (the client's name, marked as the client's).
  const detail = await service.call(getReviewItem, { params: { itemId: body.itemId } });
  await tellAuthor(service, { userId: null, name: `${body.name.trim()} (client)` }, detail, { kind: "comment", body: comment.body });
  return Response.json(comment, { headers: { "cache-control": "no-store" } });
});
