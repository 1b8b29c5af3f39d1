import { refineAsset } from "@/lib/schemas/photoshoot";
import { refineCutoutRequest } from "@/lib/studio/photoshoot-schemas";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/**
 * The refine brush: keep/erase strokes (in the photo's pixels) on an asset → a new asset whose
 * cutout follows them. The source asset stays, so undo is the browser going back to it; free.
 */
export const POST = studioRoute({ permission: "write", action: "running photoshoots", body: refineCutoutRequest }, async ({ params, body }) => {
  const assetId = assertGuid(params.id, "photo");
  const service = await workspaceService();
  return service.call(refineAsset, { params: { assetId }, query: { applicationId: service.applicationId }, body });
});
