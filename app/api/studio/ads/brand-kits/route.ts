import type { z } from "zod";
import { createBrandKit, listBrandKits, type brandKitSchema } from "@/lib/schemas/brand-kits";
import { quickBrandKitRequest } from "@/lib/studio/ads-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

type Kit = z.output<typeof brandKitSchema>;

/** What the page needs of a kit: the logo's bytes stay on the server (the ads show it). */
const forBrowser = (kit: Kit) => ({ id: kit.id, name: kit.name, colours: kit.colours, fontPair: kit.fontPair, hasLogo: Boolean(kit.logo) });

/** The workspace's brand kits, newest first. */
export const GET = studioRoute({ permission: "read" }, async () => {
  const service = await workspaceService();
  const kits = await service.call(listBrandKits, { query: { applicationId: service.applicationId } });
  return kits.map(forBrowser);
});

/** A kit of colours and fonts made on the spot, for a workspace that has none yet. */
export const POST = studioRoute({ permission: "write", action: "making brand kits", body: quickBrandKitRequest }, async ({ body }) => {
  const service = await workspaceService();
  return forBrowser(await service.call(createBrandKit, { query: { applicationId: service.applicationId }, body }));
});
