import { download } from "@/lib/schemas/image-generation";
import { openShareLink } from "@/lib/schemas/review";
import { StudioError } from "@/lib/studio/errors";
import { passFile, studioFileRoute } from "@/lib/studio/file-route";
import { workspaceService } from "@/lib/studio/service";
import { assertToken, clientAddress, passwordFromCookie, sharedError } from "@/lib/studio/shared";

/** A creative of the link, by item and version (`download=1`: as a file, when the link allows it): the link is opened first, so nothing outside it is served. */
export const GET = studioFileRoute({ permission: "public" }, async ({ params, request, url }) => {
  const token = assertToken(params.token);
  const service = await workspaceService();
  const page = await service.call(openShareLink, { body: { token, password: passwordFromCookie(request), clientAddress: clientAddress(request) } }).catch((error: unknown) => {
    throw sharedError(error);
  });
  const item = page.items.find((i) => i.item.id === url.searchParams.get("item"));
  const version = item?.versions.find((v) => v.number === Number(url.searchParams.get("version")));
  if (!item || !version?.creative) throw StudioError.notFound("This share link has no such image.");
  const asFile = url.searchParams.get("download") === "1";
  // Viewing is what every link allows; keeping a copy only what the agency chose.
  if (asFile && !page.allowDownloads) throw new StudioError(403, "This share link does not allow downloads. Ask the person who sent it for the files.");
  const { imageProductGeneratorProcessId, taskId } = version.creative;
  // Shown as JPEG (light on the page), downloaded as the full-quality PNG.
  const response = await service.send(download, { query: { applicationId: service.applicationId, imageProductGeneratorProcessId, taskId, format: asFile ? 0 : 1, lowResolution: false } });
  const file = passFile(response, "private, max-age=300");
  file.headers.delete("content-disposition");
  if (asFile) {
    const name = `${item.item.title.replace(/[^\p{L}\p{N} ._-]+/gu, "").trim() || "creative"} v${version.number}.png`;
    file.headers.set("content-disposition", `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
  return file;
});
