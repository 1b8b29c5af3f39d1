import { openShareLink } from "@/lib/schemas/review";
import { studioFileRoute } from "@/lib/studio/file-route";
import { sharedOpenRequest } from "@/lib/studio/review-schemas";
import { workspaceService } from "@/lib/studio/service";
import { assertToken, clientAddress, passwordCookie, passwordFromCookie, readJson, sharedError } from "@/lib/studio/shared";

export const dynamic = "force-dynamic";

/** What a share link shows (its items only); a right password is remembered for this link's images and decisions. */
export const POST = studioFileRoute({ permission: "public" }, async ({ params, request }) => {
  const token = assertToken(params.token);
  const body = await readJson(request, sharedOpenRequest);
  const password = body.password || passwordFromCookie(request);
  const service = await workspaceService();
  const page = await service.call(openShareLink, { body: { token, password, clientAddress: clientAddress(request) } }).catch((error: unknown) => {
    throw sharedError(error);
  });
  const headers = new Headers({ "cache-control": "no-store" });
  if (body.password) headers.set("set-cookie", passwordCookie(token, body.password, page.expiresAt));
  return Response.json(page, { headers });
});
