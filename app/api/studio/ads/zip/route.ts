import { download } from "@/lib/schemas/image-generation";
import { parseAdRefs } from "@/lib/studio/ad-refs";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { adEntryName, findAds } from "@/lib/studio/finished-ads";
import { finishedAdSizeName } from "@/lib/studio/ad-sizes";
import { workspaceService } from "@/lib/studio/service";
import { zipStored } from "@/lib/studio/zip";

/**
 * Every size of the page's finished ads (`?ads=process.task,…`) as PNGs in one ZIP, named by ad,
 * headline and size. Ads side by side, an ad's sizes one after another (at most six in flight).
 */
export const GET = studioFileRoute({ permission: "read" }, async ({ user, url }) => {
  const refs = parseAdRefs(url.searchParams.get("ads"));
  if (!refs.length) throw new StudioError(422, "Name the ads to download: ads=process.task,…");
  const service = await workspaceService();
  const tasks = await findAds(service, user!.id, refs);
  if (tasks.some((t) => t.renderState !== 5)) throw new StudioError(409, "Not every ad has rendered yet: download them when all are ready.");
  const perAd = await Promise.all(
    tasks.map(async (task, index) => {
      const entries = [];
      for (const size of task.variants) {
        const response = await service.send(download, {
          query: { applicationId: service.applicationId, imageProductGeneratorProcessId: refs[index]!.processId, taskId: task.taskId, format: 0, size: `${size.width}x${size.height}` },
        });
        entries.push({ name: adEntryName(index, task.ad!.headline, size, finishedAdSizeName(size)), data: Buffer.from(await response.arrayBuffer()) });
      }
      return entries;
    }),
  );
  return new Response(new Uint8Array(zipStored(perAd.flat())), {
    headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="finished-ads.zip"', "cache-control": "private, no-store" },
  });
});
