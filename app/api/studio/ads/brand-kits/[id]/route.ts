import { deleteBrandKit, updateBrandKit } from "@/lib/schemas/brand-kits";
import { brandKitRequest } from "@/lib/studio/ads-schemas";
import { kitForBrowser, serviceKitBody, withBodyLimit } from "@/lib/studio/brand-kits";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const ACTION = "changing brand kits";

/** Replaces a kit's name, colours, fonts, tone and logo ("keep" keeps the stored logo). Admins only, as Settings is. */
export const PUT = withBodyLimit(
  studioRoute({ permission: "admin", action: ACTION, body: brandKitRequest }, async ({ body, params }) => {
    const service = await workspaceService();
    const id = assertGuid(params.id, "brand kit");
    const kit = await service.call(updateBrandKit, { query: { applicationId: service.applicationId }, params: { id }, body: await serviceKitBody(service, body, id) });
    return kitForBrowser(kit);
  }),
);

/** Deletes a kit; ads already made with it keep their pixels. */
export const DELETE = studioRoute({ permission: "admin", action: ACTION }, async ({ params }) => {
  const service = await workspaceService();
  return service.call(deleteBrandKit, { query: { applicationId: service.applicationId }, params: { id: assertGuid(params.id, "brand kit") } });
});
