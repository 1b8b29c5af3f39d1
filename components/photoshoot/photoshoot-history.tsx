"use client";
import Link from "next/link";
import { usePresets } from "@/lib/hooks/use-presets";
import { taskFileUrl, usePhotoshootHistory } from "@/lib/hooks/use-photoshoot";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Badge, Skeleton } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { ErrorState } from "@/components/ui/states";
import { adSetHref, isAdSet } from "@/lib/studio/ad-history";
import { sceneName } from "./scene-name";

/**
 * The workspace's photoshoots, newest first; each opens its creatives again. The finished ads made
 * from them are listed too, and open on their Make ads page.
 */
export function PhotoshootHistory() {
  const history = usePhotoshootHistory();
  const presets = usePresets();
  const photoshootOfTask = new Map((history.data ?? []).flatMap((record) => record.tasks.map((task) => [task.taskId, record.imageProductGeneratorProcessId] as const)));
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold">
        Earlier photoshoots
      </h2>
      {history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Skeleton className="h-20" />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None yet: your photoshoots will be listed here.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Photoshoots">
          {history.data.map((record) => {
            const ready = record.tasks.filter((t) => t.renderState === 5);
            const ads = isAdSet(record);
            const headline = record.tasks[0]?.ad?.headline;
            const title = ads ? `Finished ads${headline ? `: “${headline}”` : ""}` : [...new Set(record.tasks.map((t) => sceneName(t, presets.data?.presets)))].join(", ");
            return (
              <li key={record.imageProductGeneratorProcessId}>
                <Link
                  href={ads ? adSetHref(record, photoshootOfTask) : `/photoshoot/${record.imageProductGeneratorProcessId}`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-sm hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="flex h-14 w-36 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                    {ready[0] && (
                      // eslint-disable-next-line @next/next/no-img-element -- the 600 px thumbnail from the BFF
                      <img src={taskFileUrl(record.imageProductGeneratorProcessId, ready[0].taskId, "low", { inline: true })} alt="" loading="lazy" className="h-full w-full object-cover" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {ads && <Icon name="fa-solid fa-rectangle-ad" className="mr-1.5 text-brand-600 dark:text-brand-100" />}
                      {title}
                    </span>
                    <time dateTime={record.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
                      {new Date(record.createdAt).toLocaleString()}
                    </time>
                  </span>
                  <Badge tone={ready.length === record.tasks.length ? "green" : "brand"}>
                    {`${ready.length} / ${record.tasks.length}${ads ? (record.tasks.length === 1 ? " ad" : " ads") : ""} ready`}
                  </Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
