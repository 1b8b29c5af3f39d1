import { createBrandKit, listBrandKits } from "@/lib/schemas/brand-kits";
import { brandKitRequest } from "@/lib/studio/ads-schemas";
import { kitForBrowser, serviceKitBody, withBodyLimit } from "@/lib/studio/brand-kits";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** The workspace's brand kits, newest first. */
export const GET = studioRoute({ permission: "read" }, async () => {
  const service = await workspaceService();
  const kits = await service.call(listBrandKits, { query: { applicationId: service.applicationId } });
  return kits.map(kitForBrowser);
});

/**
 * A new kit: the Make ads page's quick kit (colours and fonts) or Settings → Brand kits' whole one
 * (with a default tone and a logo, which the service checks and, an SVG, sanitises).
 */
export const POST = withBodyLimit(
  studioRoute({ permission: "write", action: "making brand kits", body: brandKitRequest }, async ({ body }) => {
    const service = await workspaceService();
    return kitForBrowser(await service.call(createBrandKit, { query: { applicationId: service.applicationId }, body: await serviceKitBody(service, body) }));
  }),
);
