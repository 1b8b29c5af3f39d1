import { getBrandKit } from "@/lib/schemas/brand-kits";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { assertGuid } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";

/**
 * A kit's logo, for the pages' previews. An SVG is served as the service stored it (sanitised: no
 * script, handler or outside reference) and, should its address be opened on its own, as a download
 * rather than a document of the studio's origin; an <img> ignores the disposition and shows it.
 */
export const GET = studioFileRoute({ permission: "read" }, async ({ params }) => {
  const service = await workspaceService();
  const kit = await service.call(getBrandKit, { query: { applicationId: service.applicationId }, params: { id: assertGuid(params.id, "brand kit") } });
  if (!kit.logo) throw StudioError.notFound("This brand kit has no logo.");
  return new Response(Buffer.from(kit.logo.data, "base64"), {
    headers: {
      "content-type": kit.logo.mediaType,
      "content-disposition": kit.logo.mediaType === "image/svg+xml" ? 'attachment; filename="logo.svg"' : 'inline; filename="logo.png"',
      // The page asks with the kit's updatedAt in the address, so a cached logo is never a stale one.
      "cache-control": "private, max-age=3600",
    },
  });
});
