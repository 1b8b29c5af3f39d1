import { redoSceneOperation } from "@/lib/schemas/image-generation";
import { assertGuid, forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Redoes one finished scene of a photoshoot (1 credit): the record comes back with the new take queued in its slot. */
export const POST = studioRoute({ permission: "write" }, async ({ params }) => {
  const processId = assertGuid(params.id, "photoshoot");
  const taskId = assertGuid(params.taskId, "creative");
  return forBrowser(await (await workspaceService()).call(redoSceneOperation, { params: { imageProductGeneratorProcessId: processId, taskId } }));
});
