"use client";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { DOWNLOAD_KINDS, type DownloadKind } from "@/lib/studio/photoshoot-options";
import { sizeLabel, type CreativeSize } from "@/lib/studio/photoshoot-sizes";
import { Icon } from "@/components/ui/icon";

/** The Download endpoint's `size` of a picked size: none for the primary image (the contract's default). */
export const sizeParam = (size: CreativeSize | undefined) => (size && !size.primary ? size.key : undefined);

/** One creative's file formats, in the size picked beside them (the primary landscape when none is). */
export function DownloadLinks({ processId, task, name, size, tone = "light" }: { processId: string; task: PhotoshootTask; name: string; size?: CreativeSize; tone?: "light" | "dark" }) {
  // Which size a link downloads is part of its name when there is more than one to choose from.
  const of = size && !size.primary ? `${name}, ${sizeLabel(size)}` : name;
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`Download ${name}`}>
      <Icon name="fa-solid fa-download" className={tone === "dark" ? "mr-1 text-slate-300" : "mr-1 text-slate-600 dark:text-slate-400"} />
      {(Object.keys(DOWNLOAD_KINDS) as DownloadKind[]).map((kind) => (
        <a
          key={kind}
          href={taskFileUrl(processId, task.taskId, kind, { size: sizeParam(size) })}
          download
          aria-label={`${DOWNLOAD_KINDS[kind].label} of ${of}`}
          className={
            tone === "dark"
              ? "rounded-md border border-slate-600 px-2 py-1 text-xs font-medium text-white hover:bg-slate-800"
              : "rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-800 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          }
        >
          {DOWNLOAD_KINDS[kind].label}
        </a>
      ))}
    </div>
  );
}
