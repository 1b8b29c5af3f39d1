import { download } from "@/lib/schemas/image-generation";
import { openShareLink } from "@/lib/schemas/review";
import { StudioError } from "@/lib/studio/errors";
import { passFile, studioFileRoute } from "@/lib/studio/file-route";
import { workspaceService } from "@/lib/studio/service";
import { assertToken, clientAddress, passwordFromCookie, sharedError } from "@/lib/studio/shared";

/** A creative of the link, by item and version: the link is opened first, so nothing outside it is served. */
export const GET = studioFileRoute({ permission: "public" }, async ({ params, request, url }) => {
  const token = assertToken(params.token);
  const service = await workspaceService();
  const page = await service.call(openShareLink, { body: { token, password: passwordFromCookie(request), clientAddress: clientAddress(request) } }).catch((error: unknown) => {
    throw sharedError(error);
  });
  const item = page.items.find((i) => i.item.id === url.searchParams.get("item"));
  const version = item?.versions.find((v) => v.number === Number(url.searchParams.get("version")));
  if (!version?.creative) throw StudioError.notFound("This share link has no such image.");
  const { imageProductGeneratorProcessId, taskId } = version.creative;
  const response = await service.send(download, { query: { applicationId: service.applicationId, imageProductGeneratorProcessId, taskId, format: 1, lowResolution: false } });
  const file = passFile(response, "private, max-age=300");
  file.headers.delete("content-disposition");
  return file;
});
