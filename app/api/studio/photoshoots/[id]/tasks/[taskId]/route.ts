import { download } from "@/lib/schemas/image-generation";
import { StudioError } from "@/lib/studio/errors";
import { passFile, studioFileRoute } from "@/lib/studio/file-route";
import { DOWNLOAD_KINDS } from "@/lib/studio/photoshoot-options";
import { downloadQuery } from "@/lib/studio/photoshoot-schemas";
import { assertGuid } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";

/** One creative as PNG, JPEG, PDF or the low-resolution JPEG; `?inline=1` for showing it on the page. */
export const GET = studioFileRoute({ permission: "read" }, async ({ params, url }) => {
  const processId = assertGuid(params.id, "photoshoot");
  const taskId = assertGuid(params.taskId, "creative");
  const parsed = downloadQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new StudioError(422, "kind must be png, jpeg, pdf or low; size WIDTHxHEIGHT.");
  const kind = DOWNLOAD_KINDS[parsed.data.kind];
  const service = await workspaceService();
  const response = await service.send(download, {
    query: { applicationId: service.applicationId, imageProductGeneratorProcessId: processId, taskId, format: kind.format, lowResolution: kind.lowResolution, size: parsed.data.size },
  });
  const file = passFile(response, "private, max-age=3600");
  if (url.searchParams.get("inline") === "1") file.headers.delete("content-disposition");
  return file;
});
