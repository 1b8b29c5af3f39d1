import { getAssetCutout } from "@/lib/schemas/photoshoot";
import { passFile, studioFileRoute } from "@/lib/studio/file-route";
import { assertGuid } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";

/** The background-removed cutout of an uploaded photo (PNG with alpha). */
export const GET = studioFileRoute({ permission: "read" }, async ({ params }) => {
  const assetId = assertGuid(params.id, "photo");
  const service = await workspaceService();
  return passFile(await service.send(getAssetCutout, { params: { assetId }, query: { applicationId: service.applicationId } }), "private, max-age=86400");
});
