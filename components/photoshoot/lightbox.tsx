"use client";
import { useEffect, useRef, useState } from "react";
import { Dialog as D } from "radix-ui";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { creativeSizes } from "@/lib/studio/photoshoot-sizes";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { openerId } from "./creative-tile";
import { DownloadLinks, sizeParam } from "./download-links";
import { SizePicker } from "./size-picker";

/**
 * The finished creatives full size, one at a time, with arrows (and ← →) between them, in any
 * size they were rendered in. Closing it puts the keyboard on the tile of the creative it showed
 * last, so the page reads on from where the person was looking.
 */
export function Lightbox({ processId, tasks, names, index, onIndex }: { processId: string; tasks: PhotoshootTask[]; names: string[]; index: number | null; onIndex: (index: number | null) => void }) {
  const task = index === null ? undefined : tasks[index];
  const lastShown = useRef<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const taskId = task?.taskId;
  useEffect(() => {
    if (taskId) lastShown.current = taskId;
  }, [taskId]);
  // The size stays picked while stepping: every creative of a photoshoot has the same sizes.
  const [sizeKey, setSizeKey] = useState<string | null>(null);
  const sizes = creativeSizes(task?.variants);
  const size = sizes.find((s) => s.key === sizeKey) ?? sizes[0];
  const step = (delta: number) => index !== null && onIndex((index + delta + tasks.length) % tasks.length);
  return (
    <D.Root open={task !== undefined} onOpenChange={(open) => !open && onIndex(null)}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-950/85" />
        <D.Content
          ref={content}
          className="fixed inset-2 z-50 flex flex-col gap-3 rounded-xl bg-slate-900 p-4 text-white focus:outline-none sm:inset-6"
          onKeyDown={(e) => {
            // Arrow keys in the size picker move between sizes, not between creatives.
            if (e.target instanceof HTMLInputElement) return;
            if (e.key === "ArrowRight") step(1);
            if (e.key === "ArrowLeft") step(-1);
          }}
          // The dialog itself takes the keyboard on opening, so ← → step between creatives at once
          // (the first control would be the size picker, whose radios keep the arrows).
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            const opener = lastShown.current && document.getElementById(openerId(lastShown.current));
            if (!opener) return; // Radix puts the focus back where it was
            e.preventDefault();
            opener.focus();
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
              <img
                src={taskFileUrl(processId, task.taskId, "png", { inline: true, size: sizeParam(size) })}
                alt={`Creative ${index! + 1}: ${names[index!]}${size && !size.primary ? `, ${size.name} size` : ""}`}
                className="max-h-full max-w-full object-contain"
                data-testid="lightbox-image"
              />
            )}
          </div>
          {task && sizes.length > 1 && <SizePicker sizes={sizes} value={size!.key} onChange={setSizeKey} />}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => step(-1)} aria-label="Previous creative">
                <Icon name="fa-solid fa-chevron-left" />
              </Button>
              <Button variant="secondary" onClick={() => step(1)} aria-label="Next creative">
                <Icon name="fa-solid fa-chevron-right" />
              </Button>
            </div>
            {task && <DownloadLinks processId={processId} task={task} name={`creative ${index! + 1}`} size={size} tone="dark" />}
          </div>
          <D.Close className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-md hover:bg-slate-800" aria-label="Close">
            <Icon name="fa-solid fa-xmark" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
