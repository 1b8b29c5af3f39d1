import { assertGuid, findPhotoshoot, forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** One photoshoot's progress record (any of the workspace's). */
export const GET = studioRoute({ permission: "read" }, async ({ user, params }) => {
  const id = assertGuid(params.id, "photoshoot");
  return forBrowser(await findPhotoshoot(await workspaceService(), user.id, id));
});
