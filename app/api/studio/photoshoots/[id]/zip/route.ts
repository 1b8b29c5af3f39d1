import { download } from "@/lib/schemas/image-generation";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { creativeSizes, zipEntryName } from "@/lib/studio/photoshoot-sizes";
import { assertGuid, findPhotoshoot } from "@/lib/studio/photoshoots";
import { workspaceService } from "@/lib/studio/service";
import { zipStored } from "@/lib/studio/zip";

/**
 * All completed creatives of a photoshoot as PNGs in one ZIP: every size each was rendered in,
 * named by creative, scene and size. Tasks are fetched side by side, a task's sizes one after
 * another, so a photoshoot of every size holds at most six images in flight.
 */
export const GET = studioFileRoute({ permission: "read" }, async ({ user, params }) => {
  const processId = assertGuid(params.id, "photoshoot");
  const service = await workspaceService();
  const record = await findPhotoshoot(service, user!.id, processId);
  const done = record.tasks.map((task, index) => ({ task, index })).filter(({ task }) => task.renderState === 5);
  if (!done.length) throw new StudioError(409, "No creative of this photoshoot is finished yet.");
  const perTask = await Promise.all(
    done.map(async ({ task, index }) => {
      const entries = [];
      for (const size of creativeSizes(task.variants)) {
        const response = await service.send(download, {
          query: { applicationId: service.applicationId, imageProductGeneratorProcessId: processId, taskId: task.taskId, format: 0, size: size.primary ? undefined : size.key },
        });
        entries.push({ name: zipEntryName(index, task.promptObject, size), data: Buffer.from(await response.arrayBuffer()) });
      }
      return entries;
    }),
  );
  const zip = zipStored(perTask.flat());
  return new Response(new Uint8Array(zip), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="photoshoot-${processId.slice(0, 8)}.zip"`,
      "cache-control": "private, no-store",
    },
  });
});
