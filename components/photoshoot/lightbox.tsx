"use client";
import { Dialog as D } from "radix-ui";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { DownloadLinks } from "./creative-tile";

/** The finished creatives full size, one at a time, with arrows (and ← →) between them. */
export function Lightbox({ processId, tasks, names, index, onIndex }: { processId: string; tasks: PhotoshootTask[]; names: string[]; index: number | null; onIndex: (index: number | null) => void }) {
  const task = index === null ? undefined : tasks[index];
  const step = (delta: number) => index !== null && onIndex((index + delta + tasks.length) % tasks.length);
  return (
    <D.Root open={task !== undefined} onOpenChange={(open) => !open && onIndex(null)}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-950/85" />
        <D.Content
          className="fixed inset-2 z-50 flex flex-col gap-3 rounded-xl bg-slate-900 p-4 text-white focus:outline-none sm:inset-6"
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") step(1);
            if (e.key === "ArrowLeft") step(-1);
          }}
        >
          <div className="flex items-center justify-between gap-3 pr-10">
            <D.Title className="truncate font-semibold">
              Creative {index !== null ? index + 1 : ""} of {tasks.length}: {index !== null ? names[index] : ""}
            </D.Title>
            <D.Description className="sr-only">The full-size creative. Use the arrow keys for the next and previous one.</D.Description>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            {task && (
              // eslint-disable-next-line @next/next/no-img-element -- the full PNG from the BFF
              <img src={taskFileUrl(processId, task.taskId, "png", { inline: true })} alt={`Creative ${index! + 1}: ${names[index!]}`} className="max-h-full max-w-full object-contain" data-testid="lightbox-image" />
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => step(-1)} aria-label="Previous creative">
                <Icon name="fa-solid fa-chevron-left" />
              </Button>
              <Button variant="secondary" onClick={() => step(1)} aria-label="Next creative">
                <Icon name="fa-solid fa-chevron-right" />
              </Button>
            </div>
            {task && <DownloadLinks processId={processId} task={task} name={`creative ${index! + 1}`} tone="dark" />}
          </div>
          <D.Close className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-md hover:bg-slate-800" aria-label="Close">
            <Icon name="fa-solid fa-xmark" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
