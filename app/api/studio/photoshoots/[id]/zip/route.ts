import { download } from "@/lib/schemas/image-generation";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { assertGuid, findPhotoshoot } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";
import { zipStored } from "@/lib/studio/zip";

/** All completed creatives of a photoshoot as PNGs in one ZIP. */
export const GET = studioFileRoute({ permission: "read" }, async ({ user, params }) => {
  const processId = assertGuid(params.id, "photoshoot");
  const service = await workspaceService();
  const record = await findPhotoshoot(service, user!.id, processId);
  const done = record.tasks.filter((t) => t.renderState === 5);
  if (!done.length) throw new StudioError(409, "No creative of this photoshoot is finished yet.");
  const entries = await Promise.all(
    done.map(async (task, index) => {
      const response = await service.send(download, { query: { applicationId: service.applicationId, imageProductGeneratorProcessId: processId, taskId: task.taskId, format: 0 } });
      const label = task.promptObject.tag === "preset" ? task.promptObject.preset : "custom";
      return { name: `${String(index + 1).padStart(2, "0")}-${label.replace(/[^\w-]+/g, "-").slice(0, 40)}.png`, data: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  const zip = zipStored(entries);
  return new Response(new Uint8Array(zip), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="photoshoot-${processId.slice(0, 8)}.zip"`,
      "cache-control": "private, no-store",
    },
  });
});
