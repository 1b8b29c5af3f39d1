import { z } from "zod";
import { favoriteAdText } from "@/lib/schemas/ad-texts";
import { isInt32 } from "@/lib/schemas/fields";
import { userOwnsAdText } from "@/lib/studio/ad-text-owner";
import { StudioError } from "@/lib/studio/errors";
import { canChangeFavorites } from "@/lib/studio/roles";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const favoriteBody = z.object({
  favorited: z.boolean(),
  /** The process the page shows: lets the ownership check ask for that one process only. */
  processId: z.number().int().positive().optional(),
});

/** Marks one ad text as favorite or not; favorites survive regeneration, so only their author (or an admin) sets them. */
export const PATCH = studioRoute({ permission: "write", action: "changing favorites", body: favoriteBody }, async ({ user, params, body }) => {
  const id = Number(params.id);
  if (!isInt32(id) || id < 1) throw StudioError.notFound("No such ad text.");
  const service = await workspaceService();
  const owns = canChangeFavorites(user.role, false) || (await userOwnsAdText(service, user.id, id, body.processId));
  if (!canChangeFavorites(user.role, owns)) {
    throw new StudioError(403, "Only the person who wrote these ad texts, or an admin, can change their favorites: a regeneration keeps what they starred.");
  }
  return service.call(favoriteAdText, { params: { id }, body: { favorited: body.favorited } });
});
