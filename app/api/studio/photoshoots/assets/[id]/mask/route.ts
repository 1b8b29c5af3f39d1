import { getAssetMask } from "@/lib/schemas/photoshoot";
import { passFile, studioFileRoute } from "@/lib/studio/file-route";
import { assertGuid } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";

/** The product mask at the photo's full size (grayscale PNG, 255 = product): the refine brush lays it over the photo. */
export const GET = studioFileRoute({ permission: "read" }, async ({ params }) => {
  const assetId = assertGuid(params.id, "photo");
  const service = await workspaceService();
  // An asset never changes (a refine makes a new one), so the browser may keep it.
  return passFile(await service.send(getAssetMask, { params: { assetId }, query: { applicationId: service.applicationId } }), "private, max-age=86400");
});
