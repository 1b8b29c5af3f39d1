import { z } from "zod";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { isInt32 } from "@/lib/schemas/fields";
import { StudioError } from "@/lib/studio/errors";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Marks one ad text as favorite or not; favorites survive regeneration. */
export const PATCH = studioRoute(
  { permission: "write", action: "changing favorites", body: z.object({ favorited: z.boolean() }) },
  async ({ params, body }) => {
    const id = Number(params.id);
    if (!isInt32(id) || id < 1) throw StudioError.notFound("No such ad text.");
    const service = await workspaceService();
    return service.call(favoriteAdText, { params: { id }, body });
  },
);
