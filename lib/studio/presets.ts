import "server-only";
import { presetKeys } from "@/lib/schemas/photoshoot";
import { workspaceService } from "./service";

/** The preset catalog with previews served by the studio itself (sized thumbnails, same origin). */
export async function studioPresetCatalog(userId: string) {
  const service = await workspaceService();
  const catalog = await service.call(presetKeys, { query: { applicationId: service.applicationId, userId } });
  return {
    ...catalog,
    presets: catalog.presets.map((preset) => ({ ...preset, previewImageUrl: `/api/studio/presets/${encodeURIComponent(preset.id)}/preview` })),
  };
}
