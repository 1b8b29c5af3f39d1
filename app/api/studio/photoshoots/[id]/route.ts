import { deletePhotoshootOperation } from "@/lib/schemas/image-generation";
import { assertGuid, findPhotoshoot, forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** One photoshoot's progress record (any of the workspace's). */
export const GET = studioRoute({ permission: "read" }, async ({ user, params }) => {
  const id = assertGuid(params.id, "photoshoot");
  return forBrowser(await findPhotoshoot(await workspaceService(), user.id, id));
});

/** Deletes a finished photoshoot and its files (the service refuses one still rendering or under review). */
export const DELETE = studioRoute({ permission: "write" }, async ({ params }) => {
  const id = assertGuid(params.id, "photoshoot");
  return (await workspaceService()).call(deletePhotoshootOperation, { params: { imageProductGeneratorProcessId: id } });
});
